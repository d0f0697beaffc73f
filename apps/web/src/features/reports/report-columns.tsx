import { Amount } from '../../components/Amount';
import type { TableColumn, TableRow } from '../../components/data-table';
import {
  accountNameColumn,
  documentTypeLabels,
  journalDescriptionLabels,
} from '../../components/ledger-names';
import type { LooseT } from '../../components/loose-t';
import type { ReportColumn, ReportDef } from './types';

const KIND: Record<ReportColumn['type'], TableColumn['kind']> = {
  money: 'money',
  quantity: 'number',
  number: 'number',
  date: 'date',
  text: 'text',
  status: 'status',
  document: 'enum',
  party: 'enum',
  accountType: 'enum',
  account: 'text',
  description: 'text',
};

const PARTY_TYPES = ['customer', 'supplier', 'employee', 'shareholder'] as const;
const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
const labelsOf = (values: readonly string[], t: LooseT, prefix: string) =>
  Object.fromEntries(values.map((v) => [v, t(`${prefix}.${v}`)]));

/** A money cell in the tenant's base currency (the row carries no currency of its own). */
const baseMoney = (key: string, base: string) => (row: TableRow) => {
  const value = row[key];
  if (value === null || value === undefined || value === '') return null;
  return <Amount value={value as string} currency={base} />;
};

/**
 * The DataTable columns of a declared report, titles in the user's language. The currency column has
 * no header filter (the toolbar's currency filter does it); money without a currency of its own shows
 * in `baseCurrency`.
 */
export function reportColumns(def: ReportDef, t: LooseT, baseCurrency: string): TableColumn[] {
  return def.columns.map((c) => {
    const col: TableColumn = {
      key: c.key,
      title: t(`reports:columns.${c.label ?? c.key}`),
      kind: KIND[c.type],
    };
    if (c.hidden) col.hidden = true;
    if (c.noSort) col.noSort = true;
    if (c.aggregate) col.aggregate = true;
    if (c.key === 'currency_code') col.filter = false;
    if (c.type === 'status') col.labels = { 0: t('reports:status.0'), 1: t('reports:status.1') };
    if (c.type === 'document') col.labels = documentTypeLabels(t);
    if (c.type === 'description') col.labels = journalDescriptionLabels(t);
    if (c.type === 'party') col.labels = labelsOf(PARTY_TYPES, t, 'reports:partyTypes');
    if (c.type === 'accountType') col.labels = labelsOf(ACCOUNT_TYPES, t, 'reports:accountTypes');
    if (c.type === 'account') Object.assign(col, accountNameColumn(t, c.key));
    if (c.baseCurrency) col.render = baseMoney(c.key, baseCurrency);
    return col;
  });
}
