import type { TableColumnsType as ColumnsType } from 'antd';
import { Table } from 'antd';
import type { Key } from 'react';
import { Amount } from '../Amount';
import { CurrencyTag } from '../CurrencyTag';

/** One party's figures in one currency over the period. */
export interface SummaryStatementLine {
  currency_code: string;
  opening_balance: string;
  debit: string;
  credit: string;
  closing_balance: string;
}

export interface SummaryStatementLabels {
  currency: string;
  opening: string;
  debit: string;
  credit: string;
  closing: string;
}

interface SummaryStatementTableProps<T extends SummaryStatementLine> {
  rows: T[];
  rowKey: (row: T) => Key;
  loading?: boolean;
  /** The party's own columns (code, name, phone...), shown before the currency. */
  leadColumns: ColumnsType<T>;
  labels: SummaryStatementLabels;
}

/**
 * A summary account statement (customers, suppliers): per party and currency, the balance before the
 * period, its debits and credits and the balance at its end, each in the row's currency.
 */
export function SummaryStatementTable<T extends SummaryStatementLine>({
  rows,
  rowKey,
  loading,
  leadColumns,
  labels,
}: SummaryStatementTableProps<T>) {
  const money = (v: string, c: string) => <Amount value={v} currency={c} showCode={false} />;
  const columns: ColumnsType<T> = [
    ...leadColumns,
    { key: 'currency', title: labels.currency, render: (_, r) => <CurrencyTag code={r.currency_code} /> },
    { key: 'opening', title: labels.opening, render: (_, r) => money(r.opening_balance, r.currency_code) },
    { key: 'debit', title: labels.debit, render: (_, r) => money(r.debit, r.currency_code) },
    { key: 'credit', title: labels.credit, render: (_, r) => money(r.credit, r.currency_code) },
    { key: 'closing', title: labels.closing, render: (_, r) => money(r.closing_balance, r.currency_code) },
  ];
  return (
    <div data-testid="summary-table">
      <Table<T>
        rowKey={rowKey}
        loading={loading}
        dataSource={rows}
        pagination={false}
        bordered
        size="middle"
        scroll={{ y: 540, x: 'max-content' }}
        columns={columns}
      />
    </div>
  );
}
