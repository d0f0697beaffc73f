import type { LookupEndpoint } from '@bb/contracts';
import { LookupSelect } from '../form/LookupSelect';
import { StatementToolbar } from './StatementToolbar';
import type { StatementState } from './useStatement';

/**
 * The toolbar of a detail statement screen driven by `useStatement`: the party picker (a lookup), then
 * the currency, the period, print and export.
 */
export function PartyStatementToolbar({
  statement,
  lookup,
  placeholder,
  pickerTestId,
  currencyLabel,
  onPrint,
  labels,
}: {
  statement: StatementState;
  lookup: LookupEndpoint;
  placeholder: string;
  pickerTestId: string;
  currencyLabel?: string;
  /** Print is enabled once the statement has loaded. */
  onPrint: (() => void) | null;
  labels: { print: string; export: string };
}) {
  return (
    <StatementToolbar
      currency={statement.currency}
      onCurrency={statement.setCurrency}
      currencyLabel={currencyLabel}
      range={statement.range}
      onRange={statement.setRange}
      onPrint={onPrint}
      onExport={statement.onExport}
      exporting={statement.exporting}
      labels={labels}
    >
      <LookupSelect
        lookup={lookup}
        value={statement.partyId}
        onChange={(v) => statement.setPartyId(typeof v === 'string' ? v : null)}
        placeholder={placeholder}
        data-testid={pickerTestId}
      />
    </StatementToolbar>
  );
}
