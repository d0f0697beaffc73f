import {
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  exportOf,
  type statementQuery,
} from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../platform/api/call';
import { useAuthUser } from '../../platform/auth/session';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { reportError } from '../../platform/report-error';
import type { TableColumn, TableRow } from '../data-table';
import { printTable } from '../data-table/print-table';
import { journalDescription } from '../ledger-names';
import type { StatementTableLabels, StatementTableLine, StatementTotals } from './StatementTable';
import { downloadExport, monthToDate } from './statement-parts';

/** What a detail statement endpoint answers: the period's figures and its lines. */
export type DetailStatement<L extends StatementTableLine = StatementTableLine> = StatementTotals & {
  data: L[];
};

/** A detail statement endpoint: GET with the party, currency and period; its export is POST `${path}/export`. */
export type StatementEndpoint = Endpoint<undefined, typeof statementQuery>;

export interface UseStatementOptions<E extends StatementEndpoint> {
  endpoint: E;
  /** The query key's prefix; the query parameters complete it. */
  queryKey: readonly string[];
  /** The URL search parameter that preselects the party (the list's statement button). */
  partyParam: string;
  /** The file name of the export when the server does not give one. */
  fileName: string;
}

export interface PrintOptions<L> {
  /** The printout's title (the party's name and the currency follow it). */
  title: string;
  partyName: string;
  labels: StatementTableLabels;
  /** Columns printed between the description and the debit, as the table's extra columns. */
  extraColumns?: TableColumn[];
  /** A line as printed (to add the extra columns' values); the line itself by default. */
  line?: (line: L) => TableRow;
}

const LABEL_KEYS = [
  'date',
  'invoice',
  'description',
  'debit',
  'credit',
  'balance',
  'opening',
  'closing',
] as const;

/** The table's labels from a namespace's `statement.*` texts (customers and suppliers share the keys). */
export function statementLabels(
  t: (key: `statement.${keyof StatementTableLabels}`) => string,
): StatementTableLabels {
  return Object.fromEntries(
    LABEL_KEYS.map((k) => [k, t(`statement.${k}`)]),
  ) as unknown as StatementTableLabels;
}

const column = (key: string, kind: TableColumn['kind'], title: string): TableColumn => ({ key, kind, title });

/**
 * A detail statement screen (one party, one currency, one period): the chosen party (preselected from the
 * URL), currency (the user's base currency first) and period (this month so far), the statement query,
 * its xlsx export and its printout with the opening and closing rows.
 */
export function useStatement<
  E extends StatementEndpoint,
  S extends DetailStatement = EndpointOutput<E> & DetailStatement,
>({ endpoint, queryKey, partyParam, fileName }: UseStatementOptions<E>) {
  const user = useAuthUser();
  const { language, direction } = useLanguage();
  const [search] = useSearchParams();
  const [partyId, setPartyId] = useState<string | null>(search.get(partyParam));
  const [currency, setCurrency] = useState<string>(user.base_currency_code);
  const [range, setRange] = useState<[string, string] | null>(monthToDate);
  const [exporting, setExporting] = useState(false);

  const params =
    partyId && range
      ? { party_id: partyId, currency_code: currency, start_date: range[0], end_date: range[1] }
      : null;
  const { data, isFetching } = useQuery({
    queryKey: [...queryKey, params],
    queryFn: async ({ signal }) =>
      (await call(endpoint, { query: params ?? undefined } as EndpointInput<E>, { signal })) as S,
    enabled: params !== null,
  });

  const exportStatement = async (body: Record<string, string>) => {
    setExporting(true);
    try {
      await downloadExport(
        exportOf(endpoint),
        { ...body, localTime: dayjs().format('YYYY-MM-DD HH:mm') } as never,
        fileName,
      );
    } catch (e) {
      reportError(e);
    } finally {
      setExporting(false);
    }
  };

  const print = ({ title, partyName, labels, extraColumns = [], line }: PrintOptions<S['data'][number]>) => {
    if (!data || !range) return;
    const columns = [
      column('date', 'date', labels.date),
      column('invoice_id', 'text', labels.invoice),
      column('description', 'text', labels.description),
      ...extraColumns,
      column('debit', 'money', labels.debit),
      column('credit', 'money', labels.credit),
      column('balance', 'money', labels.balance),
    ];
    const rows: TableRow[] = [
      { id: 'opening', date: range[0], description: labels.opening, balance: data.opening_balance },
      ...data.data.map((l) => {
        const row = line ? line(l) : ({ ...l } as unknown as TableRow);
        return { ...row, description: journalDescription(l.description) };
      }),
      {
        id: 'closing',
        date: range[1],
        description: labels.closing,
        debit: data.total_debit,
        credit: data.total_credit,
        balance: data.closing_balance,
      },
    ].map((r) => ({ ...r, currency_code: currency }));
    printTable(`${title} - ${partyName} (${currency})`, columns, rows, direction, language);
  };

  return {
    partyId,
    setPartyId,
    currency,
    setCurrency,
    range,
    setRange,
    data,
    isFetching,
    exporting,
    /** Downloads the xlsx; null until a party and a period are chosen. */
    onExport: params ? () => void exportStatement(params) : null,
    print,
  };
}

/** The screen state `useStatement` answers (what the toolbar drives). */
export type StatementState = Pick<
  ReturnType<typeof useStatement>,
  'partyId' | 'setPartyId' | 'currency' | 'setCurrency' | 'range' | 'setRange' | 'onExport' | 'exporting'
>;
