import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../platform/format/numbers';
import type { TableColumn } from './types';

/** The totals row of the list's `footer` (sums over every filtered row, from the server). */
export function FooterRow({
  columns,
  footer,
  leading,
  trailing,
}: {
  columns: TableColumn[];
  footer: Record<string, string | null>;
  /** Cells before the data columns (selection, expand). */
  leading: number;
  /** Cells after them (row actions). */
  trailing: number;
}) {
  const { t } = useTranslation('table');
  const labelAt = leading > 0 ? -1 : columns.findIndex((c) => !(c.key in footer));
  return (
    <Table.Summary fixed="bottom">
      <Table.Summary.Row data-testid="table-footer">
        {leading > 0 ? (
          <Table.Summary.Cell index={0} colSpan={leading}>
            <Typography.Text strong>{t('footer.total')}</Typography.Text>
          </Table.Summary.Cell>
        ) : null}
        {columns.map((c, i) => (
          <Table.Summary.Cell key={c.key} index={leading + i} align={c.key in footer ? 'end' : undefined}>
            {c.key in footer ? (
              <Typography.Text strong>
                <bdi>{formatNumber(footer[c.key], { maximumFractionDigits: 6 })}</bdi>
              </Typography.Text>
            ) : i === labelAt ? (
              <Typography.Text strong>{t('footer.total')}</Typography.Text>
            ) : null}
          </Table.Summary.Cell>
        ))}
        {trailing > 0 ? <Table.Summary.Cell index={leading + columns.length} colSpan={trailing} /> : null}
      </Table.Summary.Row>
    </Table.Summary>
  );
}
