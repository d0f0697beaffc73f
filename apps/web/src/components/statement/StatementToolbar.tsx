import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Select } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthUser } from '../../platform/auth/session';
import { currenciesQuery } from '../../platform/auth/session-queries';
import { CurrencyTag } from '../CurrencyTag';
import { DateRangeFilter } from '../data-table/DateRangeFilter';

interface StatementToolbarProps {
  /** The party picker (customer, supplier...), shown first. */
  children: ReactNode;
  currency: string;
  onCurrency: (code: string) => void;
  currencyLabel?: string;
  range: [string, string] | null;
  onRange: (range: [string, string] | null) => void;
  /** Print is enabled once the statement has loaded. */
  onPrint: (() => void) | null;
  /** Export is enabled once a party and a period are chosen. */
  onExport: (() => void) | null;
  exporting: boolean;
  labels: { print: string; export: string };
}

/**
 * A detail statement's filters and actions: the party, the currency (the base one and every defined one),
 * the period, print and xlsx export (statement-currency / statement-print / statement-export).
 */
export function StatementToolbar({
  children,
  currency,
  onCurrency,
  currencyLabel,
  range,
  onRange,
  onPrint,
  onExport,
  exporting,
  labels,
}: StatementToolbarProps) {
  const { t } = useTranslation('table');
  const user = useAuthUser();
  const currencies = useQuery(currenciesQuery);
  const codes = useMemo(
    () => [...new Set([user.base_currency_code, ...(currencies.data ?? []).map((c) => c.code)])],
    [currencies.data, user.base_currency_code],
  );
  return (
    <Flex gap={8} wrap style={{ marginBlockEnd: 12 }}>
      <div style={{ minWidth: 240 }}>{children}</div>
      <Select
        value={currency}
        onChange={onCurrency}
        style={{ minWidth: 110 }}
        aria-label={currencyLabel ?? t('currency.placeholder')}
        data-testid="statement-currency"
        options={codes.map((code) => ({ value: code, title: code, label: <CurrencyTag code={code} /> }))}
      />
      <DateRangeFilter value={range} onChange={onRange} />
      <Button
        icon={<PrinterOutlined />}
        disabled={!onPrint}
        onClick={() => onPrint?.()}
        data-testid="statement-print"
      >
        {labels.print}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        disabled={!onExport}
        loading={exporting}
        onClick={() => onExport?.()}
        data-testid="statement-export"
      >
        {labels.export}
      </Button>
    </Flex>
  );
}
