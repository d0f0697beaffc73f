import { Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currencyName } from '../../platform/format/currency';
import { formatNumber } from '../../platform/format/numbers';
import type { TableColumn } from './types';

/** The label of a totals row: "Total", or "Total <currency>" for one currency's row (screen and print). */
export const footerLabel = (t: TFunction<'table'>, currency?: string) =>
  currency ? t('footer.totalIn', { currency: currencyName(currency) }) : t('footer.total');

/**
 * The totals row of the list's `footer` (sums over every filtered row, from the server); with `currency`,
 * the row of that currency's sums (`footer_currencies`), labelled with it.
 */
export function FooterRow({
  columns,
  footer,
  leading,
  trailing,
  currency,
}: {
  columns: TableColumn[];
  footer: Record<string, string | null>;
  /** Cells before the data columns (selection, expand). */
  leading: number;
  /** Cells after them (row actions). */
  trailing: number;
  currency?: string;
}) {
  const { t } = useTranslation('table');
  // The label takes the leading cells and every column before the first total, on one line: squeezed
  // into the selection cell alone it wrapped ('Tota/l') and Kurdish was cut off. Only when a total
  // starts the table does it fall back to the first column without one.
  const firstTotal = columns.findIndex((c) => c.key in footer);
  const before = firstTotal === -1 ? columns.length : firstTotal;
  const span = leading + before;
  const labelAt = span > 0 ? -1 : columns.findIndex((c) => !(c.key in footer));
  const label = (
    <Typography.Text strong style={{ whiteSpace: 'nowrap' }} data-testid="table-footer-label">
      {footerLabel(t, currency)}
    </Typography.Text>
  );
  return (
    <Table.Summary.Row data-testid={currency ? `table-footer-${currency}` : 'table-footer'}>
      {span > 0 ? (
        <Table.Summary.Cell index={0} colSpan={span}>
          {label}
        </Table.Summary.Cell>
      ) : null}
      {columns.slice(before).map((c, j) => {
        const i = before + j;
        return (
          <Table.Summary.Cell key={c.key} index={leading + i} align={c.key in footer ? 'end' : undefined}>
            {c.key in footer ? (
              <Typography.Text strong>
                <bdi>{formatNumber(footer[c.key], { maximumFractionDigits: 6 })}</bdi>
              </Typography.Text>
            ) : i === labelAt ? (
              label
            ) : null}
          </Table.Summary.Cell>
        );
      })}
      {trailing > 0 ? <Table.Summary.Cell index={leading + columns.length} colSpan={trailing} /> : null}
    </Table.Summary.Row>
  );
}
