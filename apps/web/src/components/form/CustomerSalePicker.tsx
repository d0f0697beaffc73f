import { customerEndpoints, formatMoney, saleContractEndpoints } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Flex, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../platform/api/call';
import { LookupSelect } from './LookupSelect';

/** A residence sale or an ordinary one, as a contract or a template's preview names it. */
export interface SaleChoice {
  residence_sale_id: string | null;
  sale_id: string | null;
  invoice_id: string;
}

/**
 * Picks one of a customer's sales: the customer first (the customer lookup), then their residence and
 * ordinary sales in the user's branches (numbers, dates and totals).
 */
export function CustomerSalePicker({
  value,
  onChange,
  kinds = ['residence', 'sale'],
}: {
  value?: SaleChoice | null;
  onChange?: (choice: SaleChoice | null) => void;
  kinds?: readonly ('residence' | 'sale')[];
}) {
  const { t } = useTranslation('templates');
  const [customer, setCustomer] = useState<string | null>(null);
  const sales = useQuery({
    queryKey: ['sale-contract', 'customer-sales', customer],
    queryFn: ({ signal }) =>
      call(saleContractEndpoints.customerSales, { params: { id: customer ?? '0' } }, { signal }),
    enabled: customer !== null,
  });
  const options = (sales.data?.data ?? [])
    .filter((s) => kinds.includes(s.kind))
    .map((s) => ({
      value: `${s.kind}:${s.id}`,
      label: `${s.invoice_id} · ${s.date} · ${formatMoney(s.total, s.currency_code)} ${s.currency_code}`,
      sale: s,
    }));
  const current = value
    ? `${value.residence_sale_id ? 'residence' : 'sale'}:${value.residence_sale_id ?? value.sale_id}`
    : null;
  return (
    <Flex gap={8} wrap>
      <div style={{ flex: '1 1 200px' }}>
        <LookupSelect
          lookup={customerEndpoints.lookup}
          value={customer}
          onChange={(v) => {
            setCustomer(typeof v === 'string' ? v : null);
            onChange?.(null);
          }}
          placeholder={t('picker.customer')}
          allowClear
          data-testid="sale-picker-customer"
        />
      </div>
      <Select
        style={{ flex: '1 1 260px' }}
        value={current}
        loading={sales.isFetching}
        disabled={customer === null}
        placeholder={t('picker.sale')}
        aria-label={t('picker.sale')}
        options={options}
        data-testid="sale-picker-sale"
        onChange={(v: string) => {
          const picked = options.find((o) => o.value === v)?.sale;
          if (!picked) return onChange?.(null);
          onChange?.({
            residence_sale_id: picked.kind === 'residence' ? picked.id : null,
            sale_id: picked.kind === 'sale' ? picked.id : null,
            invoice_id: picked.invoice_id,
          });
        }}
      />
    </Flex>
  );
}
