import type { EndpointInput, exportOf } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useMemo, useState } from 'react';
import { call } from '../../platform/api/call';
import { currenciesQuery } from '../../platform/auth/session-queries';
import { useLanguage } from '../../platform/i18n/useLanguage';
import type { TableColumn, TableRow } from '../data-table';
import { printTable } from '../data-table/print-table';
import { useScreenTitle } from '../useScreenTitle';
import {
  type SummaryStatementLabels,
  type SummaryStatementLine,
  SummaryStatementTable,
} from './SummaryStatementTable';
import { SummaryToolbar } from './SummaryToolbar';
import { useStatementExport } from './statement-export';
import { monthToDate } from './statement-parts';

/** A summary statement endpoint: a read with the period (and a currency) whose answer lists the rows. */
export type SummaryEndpoint = Parameters<typeof exportOf>[0];

/** One of the party's own columns (code, name, phone...), shown and printed before the currency. */
export interface SummaryLeadColumn<T> {
  key: keyof T & string;
  title: string;
  /** How the printout formats it; text by default. */
  kind?: TableColumn['kind'];
  /** How the screen shows it; the value itself by default. */
  render?: (row: T) => ReactNode;
}

export interface SummaryStatementScreenProps<T extends SummaryStatementLine> {
  /** The declared summary endpoint; its export is `exportOf(endpoint)`. */
  endpoint: SummaryEndpoint;
  /** The route id of the screen and the title used when the route has no name. */
  routeId: string;
  titleKey: string;
  testId: string;
  /** The row's party id: a row is one party in one currency. */
  partyKey: keyof T & string;
  lead: SummaryLeadColumn<T>[];
  labels: SummaryStatementLabels & { allCurrencies: string; print: string; export: string };
  /** Shown under the table once the statement has loaded (the shareholders' profit distribution). */
  below?: (answer: unknown, period: [string, string]) => ReactNode;
}

const LABEL_KEYS = [
  'currency',
  'opening',
  'debit',
  'credit',
  'closing',
  'allCurrencies',
  'print',
  'export',
] as const;

/** The screen's labels from one text per key (`statement.opening`, `shareholders.opening`...). */
export function summaryLabels(
  text: (key: (typeof LABEL_KEYS)[number]) => string,
): SummaryStatementScreenProps<SummaryStatementLine>['labels'] {
  return Object.fromEntries(
    LABEL_KEYS.map((k) => [k, text(k)]),
  ) as unknown as SummaryStatementScreenProps<SummaryStatementLine>['labels'];
}

/**
 * A summary account statement screen (customers, suppliers, employees, patients, shareholders): per party
 * and currency the balance before the period, its debits and credits and the balance at its end; a currency
 * filter, the period (this month so far), print and xlsx export. Each party declares only its endpoint, its
 * own columns and its labels.
 */
export function SummaryStatementScreen<T extends SummaryStatementLine>({
  endpoint,
  routeId,
  titleKey,
  testId,
  partyKey,
  lead,
  labels,
  below,
}: SummaryStatementScreenProps<T>) {
  const title = useScreenTitle(routeId, titleKey, 'summary');
  const { language, direction } = useLanguage();
  const [currency, setCurrency] = useState<string | null>(null);
  const [range, setRange] = useState<[string, string] | null>(monthToDate);
  const currencies = useQuery(currenciesQuery);
  const codes = useMemo(() => (currencies.data ?? []).map((c) => c.code), [currencies.data]);
  const params = range
    ? { start_date: range[0], end_date: range[1], ...(currency ? { currency_code: currency } : {}) }
    : null;
  const { data, isFetching } = useQuery({
    queryKey: ['summary-statement', endpoint.path, params],
    queryFn: ({ signal }) =>
      call(endpoint, { query: params } as EndpointInput<SummaryEndpoint>, { signal }) as Promise<{
        data: T[];
      }>,
    enabled: params !== null,
  });
  const { exporting, onExport } = useStatementExport(endpoint, params, title);
  const rows = data?.data ?? [];
  const keyOf = (r: T) => `${String(r[partyKey])}-${r.currency_code}`;

  const onPrint = () => {
    const columns: TableColumn[] = [
      ...lead.map((c): TableColumn => ({ key: c.key, kind: c.kind ?? 'text', title: c.title })),
      { key: 'currency_code', kind: 'text', title: labels.currency },
      { key: 'opening_balance', kind: 'money', title: labels.opening },
      { key: 'debit', kind: 'money', title: labels.debit },
      { key: 'credit', kind: 'money', title: labels.credit },
      { key: 'closing_balance', kind: 'money', title: labels.closing },
    ];
    const printed = rows.map((r) => ({ ...r, id: keyOf(r) }) as unknown as TableRow);
    const period = range
      ? ` ${dayjs(range[0]).format('DD/MM/YYYY')} - ${dayjs(range[1]).format('DD/MM/YYYY')}`
      : '';
    printTable(`${title}${period}`, columns, printed, direction, language);
  };

  return (
    <div data-testid={testId}>
      <Typography.Title level={4}>{title}</Typography.Title>
      <SummaryToolbar
        codes={codes}
        currency={currency}
        onCurrency={setCurrency}
        range={range}
        onRange={setRange}
        onPrint={onPrint}
        canPrint={rows.length > 0}
        onExport={onExport}
        canExport={params !== null}
        exporting={exporting}
        labels={{ allCurrencies: labels.allCurrencies, print: labels.print, export: labels.export }}
      />
      <SummaryStatementTable<T>
        rowKey={keyOf}
        loading={isFetching}
        rows={rows}
        leadColumns={lead.map((c) => ({
          key: c.key,
          title: c.title,
          render: (_: unknown, r: T) => (c.render ? c.render(r) : (r[c.key] as ReactNode)),
        }))}
        labels={labels}
      />
      {data && range && below ? below(data, range) : null}
    </div>
  );
}
