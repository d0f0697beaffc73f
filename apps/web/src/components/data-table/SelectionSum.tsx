import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuthUser } from '../../platform/auth/session';
import { Amount } from '../Amount';
import { sumDecimals } from '../form/decimal';
import { currencyOf } from './cells';
import type { TableColumn, TableRow } from './types';

/** Money columns of the selected rows summed per currency, exactly (decimal text, no floats). */
export function selectionSums(columns: TableColumn[], rows: TableRow[], baseCurrency: string) {
  return columns
    .filter((c) => c.kind === 'money')
    .map((c) => {
      const byCurrency = new Map<string, string[]>();
      for (const r of rows) {
        const code = currencyOf(c, r) || baseCurrency;
        byCurrency.set(code, [...(byCurrency.get(code) ?? []), String(r[c.key] ?? '0')]);
      }
      return {
        col: c,
        sums: [...byCurrency].map(([currency, values]) => ({ currency, total: sumDecimals(values) })),
      };
    });
}

export function SelectionSum({ columns, rows }: { columns: TableColumn[]; rows: TableRow[] }) {
  const { t } = useTranslation('table');
  const user = useAuthUser();
  const sums = selectionSums(columns, rows, user.base_currency_code);
  return (
    <Flex wrap gap={16} align="center" data-testid="selection-sum" style={{ marginBlockEnd: 8 }}>
      <Typography.Text strong>{t('selection.count', { n: rows.length })}</Typography.Text>
      {sums.map(({ col, sums: list }) => (
        <Typography.Text key={col.key}>
          {t('selection.sum', { column: col.title })}{' '}
          {list.map((s, i) => (
            <span key={s.currency}>
              {i > 0 ? ' · ' : null}
              <Amount value={s.total} currency={s.currency} decimals={6} />
            </span>
          ))}
        </Typography.Text>
      ))}
    </Flex>
  );
}
