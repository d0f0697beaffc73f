import type { TableColumnsType as ColumnsType, TableProps } from 'antd';
import { Flex, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { Amount } from '../Amount';
import { DATE_SHOWN } from '../data-table/cells';
import { documentTypeName, journalDescription } from '../ledger-names';
import { gt } from '../loose-t';

/** The fields every statement line carries. */
export interface StatementTableLine {
  date: string;
  invoice_id: string | null;
  /** The journal's document type (sale, receipt, variable_expense, ...), named in the user's language. */
  document_type?: string | null;
  description: string | null;
  debit: string;
  credit: string;
  balance: string;
}

/** The period's figures: the opening balance title row and the totals/closing summary row. */
export interface StatementTotals {
  opening_balance: string;
  total_debit: string;
  total_credit: string;
  closing_balance: string;
}

export interface StatementTableLabels {
  date: string;
  invoice: string;
  description: string;
  debit: string;
  credit: string;
  balance: string;
  opening: string;
  closing: string;
}

interface StatementTableProps<T extends StatementTableLine> {
  rows: T[] | undefined;
  /** The statement's figures; without them (nothing chosen yet) no opening or totals row shows. */
  totals: StatementTotals | undefined;
  currency: string;
  labels: StatementTableLabels;
  loading?: boolean;
  rowKey: TableProps<T>['rowKey'];
  /** Columns shown between the description and the debit (e.g. original amount and rate). */
  extraColumns?: ColumnsType<T>;
  /** How a line's date shows; DATE_SHOWN by default. */
  dateFormat?: string;
}

/**
 * An account statement (customer, supplier, cash box): date, invoice, description, debit, credit and the
 * running balance, with the opening balance above and the period's totals and closing balance below.
 */
export function StatementTable<T extends StatementTableLine>({
  rows,
  totals,
  currency,
  labels,
  loading,
  rowKey,
  extraColumns = [],
  dateFormat = DATE_SHOWN,
}: StatementTableProps<T>) {
  const money = (v: string | null | undefined) => <Amount value={v} currency={currency} showCode={false} />;
  // the document's type, when the statement's lines carry one (DOCUMENT_TYPES, named in the user's language)
  const typed = (rows ?? []).some((r) => r.document_type);
  const lead = (typed ? 4 : 3) + extraColumns.length;
  const columns: ColumnsType<T> = [
    {
      key: 'date',
      title: labels.date,
      render: (_, r) => (r.date ? <bdi>{dayjs(r.date).format(dateFormat)}</bdi> : ''),
    },
    ...(typed
      ? [
          {
            key: 'document_type',
            title: gt('accounting:ledger.document_type'),
            render: (_: unknown, r: T) => (r.document_type ? documentTypeName(r.document_type) : ''),
          },
        ]
      : []),
    { key: 'invoice_id', title: labels.invoice, dataIndex: 'invoice_id' },
    // a description the server wrote (Salaries, Stocktake) in the user's language; a typed one as typed
    { key: 'description', title: labels.description, render: (_, r) => journalDescription(r.description) },
    ...extraColumns,
    { key: 'debit', title: labels.debit, render: (_, r) => money(r.debit) },
    { key: 'credit', title: labels.credit, render: (_, r) => money(r.credit) },
    { key: 'balance', title: labels.balance, render: (_, r) => money(r.balance) },
  ];

  return (
    <div data-testid="statement-table">
      <Table<T>
        rowKey={rowKey}
        loading={loading}
        dataSource={rows ?? []}
        pagination={false}
        bordered
        size="middle"
        scroll={{ y: 540, x: 'max-content' }}
        columns={columns}
        title={
          totals
            ? () => (
                <Flex justify="space-between" data-testid="statement-opening">
                  <Typography.Text strong>{labels.opening}</Typography.Text>
                  <Amount value={totals.opening_balance} currency={currency} />
                </Flex>
              )
            : undefined
        }
        summary={() =>
          totals ? (
            <Table.Summary fixed="bottom">
              <Table.Summary.Row data-testid="statement-totals">
                <Table.Summary.Cell index={0} colSpan={lead}>
                  <Typography.Text strong>{labels.closing}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={lead}>{money(totals.total_debit)}</Table.Summary.Cell>
                <Table.Summary.Cell index={lead + 1}>{money(totals.total_credit)}</Table.Summary.Cell>
                <Table.Summary.Cell index={lead + 2}>
                  <span data-testid="statement-closing">
                    <Amount value={totals.closing_balance} currency={currency} />
                  </span>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
    </div>
  );
}
