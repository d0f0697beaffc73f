import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CurrencyTag } from '../CurrencyTag';
import { DateRangeFilter } from '../data-table/DateRangeFilter';

type Range = [string, string] | null;

/** The summary statements' filters and actions: currency (all when empty), period, print and export. */
export function SummaryToolbar(props: {
  codes: string[];
  currency: string | null;
  onCurrency: (code: string | null) => void;
  range: Range;
  onRange: (range: Range) => void;
  onPrint: () => void;
  canPrint: boolean;
  onExport: () => void;
  canExport: boolean;
  exporting: boolean;
  labels: { allCurrencies: string; print: string; export: string };
}) {
  const { t } = useTranslation('table');
  return (
    <Flex gap={8} wrap style={{ marginBlockEnd: 12 }}>
      <Select
        aria-label={t('currency.placeholder')}
        value={props.currency ?? undefined}
        onChange={(v) => props.onCurrency(v ?? null)}
        allowClear
        placeholder={props.labels.allCurrencies}
        style={{ minWidth: 140 }}
        data-testid="summary-currency"
        options={props.codes.map((code) => ({
          value: code,
          title: code,
          label: <CurrencyTag code={code} />,
        }))}
      />
      <DateRangeFilter value={props.range} onChange={props.onRange} />
      <Button
        icon={<PrinterOutlined />}
        disabled={!props.canPrint}
        onClick={props.onPrint}
        data-testid="summary-print"
      >
        {props.labels.print}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        disabled={!props.canExport}
        loading={props.exporting}
        onClick={props.onExport}
        data-testid="summary-export"
      >
        {props.labels.export}
      </Button>
    </Flex>
  );
}
