import { PAYROLL_IQD_ROUNDING, type TenantSettingKey } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Radio, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../components/form/ResourceField';
import { currenciesQuery } from '../../platform/auth/session-queries';

/** Whether a key's form value is a checked flag (antd Form reads `checked` from a Switch). */
export const SWITCH_KEYS: ReadonlySet<TenantSettingKey> = new Set([
  'productFcPrices',
  'allowNegativeStock',
  'allowNegativeCash',
  'invoicePrefixInventory',
]);

const noFuture = (d: Dayjs) => d.isAfter(dayjs(), 'day');

/** The input of one tenant setting (the form item around it gives the label, help and value). */
export function SettingInput({ name, ...rest }: { name: TenantSettingKey; [prop: string]: unknown }) {
  const { t } = useTranslation('settings');
  const currencies = useQuery(currenciesQuery).data ?? [];
  const testId = `setting-${name}`;
  switch (name) {
    case 'stockSystem':
      return (
        <Radio.Group
          {...rest}
          data-testid={testId}
          options={[
            { value: 'FIFO', label: t('options.fifo') },
            { value: 'LIFO', label: t('options.lifo') },
          ]}
        />
      );
    case 'saleDefaultStatus':
      return (
        <Radio.Group
          {...rest}
          data-testid={testId}
          options={[
            { value: 1, label: t('options.approved') },
            { value: 0, label: t('options.pending') },
          ]}
        />
      );
    case 'invoicePrefixType':
      return (
        <Radio.Group
          {...rest}
          data-testid={testId}
          options={[
            { value: 'type', label: t('options.prefixType') },
            { value: 'type_inventory', label: t('options.prefixTypeInventory') },
          ]}
        />
      );
    case 'payrollIqdRounding':
      return (
        <Radio.Group
          {...rest}
          data-testid={testId}
          options={PAYROLL_IQD_ROUNDING.map((step) => ({
            value: step,
            label: t(`options.payrollStep${step}`),
          }))}
        />
      );
    case 'defaultPosCurrency':
      return (
        <Select
          {...rest}
          data-testid={testId}
          style={{ minWidth: 160 }}
          options={currencies.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }))}
        />
      );
    case 'lockDate':
      return (
        <DatePicker
          {...rest}
          data-testid={testId}
          format={DATE_FORMAT}
          allowClear
          disabledDate={noFuture}
          placeholder={t('fields.lockDate.none')}
        />
      );
    default:
      return <Switch {...rest} data-testid={testId} />;
  }
}
