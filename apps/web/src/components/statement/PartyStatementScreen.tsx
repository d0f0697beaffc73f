import type { EndpointOutput, LookupEndpoint } from '@bb/contracts';
import { Typography } from 'antd';
import { useScreenTitle } from '../useScreenTitle';
import { PartyStatementToolbar } from './PartyStatementToolbar';
import { StatementTable, type StatementTableLabels } from './StatementTable';
import { type StatementEndpoint, useStatement } from './useStatement';

export interface PartyStatementScreenProps<E extends StatementEndpoint> {
  /** The declared detail statement endpoint; its export is `exportOf(endpoint)`. */
  endpoint: E;
  /** The route id of the screen and the title used when the route has no name. */
  routeId: string;
  titleKey: string;
  testId: string;
  /** The URL search parameter that preselects the party (the list's statement button). */
  partyParam: string;
  /** The party picker: its declared lookup, placeholder and test id. */
  lookup: LookupEndpoint;
  placeholder: string;
  pickerTestId: string;
  /** The party's name in the printout's title, from the answer. */
  partyName: (answer: EndpointOutput<E>) => string;
  labels: StatementTableLabels & { print: string; export: string };
}

/**
 * A detail account statement screen (customers, suppliers, employees, patients, shareholders): one
 * party's journal lines in one currency over a period, with the opening balance, each entry with its
 * running balance and the closing balance; print and xlsx export. Each party declares only its endpoint,
 * its picker and its labels.
 */
export function PartyStatementScreen<E extends StatementEndpoint>({
  endpoint,
  routeId,
  titleKey,
  testId,
  partyParam,
  lookup,
  placeholder,
  pickerTestId,
  partyName,
  labels,
}: PartyStatementScreenProps<E>) {
  const title = useScreenTitle(routeId, titleKey, 'statement');
  const statement = useStatement({
    endpoint,
    queryKey: ['party-statement', endpoint.path],
    partyParam,
    fileName: title,
  });
  const { data } = statement;
  return (
    <div data-testid={testId}>
      <Typography.Title level={4}>{title}</Typography.Title>
      <PartyStatementToolbar
        statement={statement}
        lookup={lookup}
        placeholder={placeholder}
        pickerTestId={pickerTestId}
        onPrint={
          data
            ? () => statement.print({ title, partyName: partyName(data as EndpointOutput<E>), labels })
            : null
        }
        labels={{ print: labels.print, export: labels.export }}
      />
      <StatementTable
        rowKey="id"
        loading={statement.isFetching}
        rows={data?.data}
        totals={data}
        currency={statement.currency}
        labels={labels}
      />
    </div>
  );
}
