import { GENERAL_LEDGER_TABLE } from '@bb/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../components/data-table';
import {
  accountNameColumn,
  documentTypeLabels,
  documentTypeName,
  journalDescriptionLabels,
  sectionLabels,
} from '../../components/ledger-names';
import { looseT } from '../../components/loose-t';
import { useScreenTitle } from '../../components/useScreenTitle';

/**
 * The journal lines: account, debit and credit in the base currency (with their sums in the footer) and the
 * line's own amount in its currency.
 */
export function GeneralLedgerScreen() {
  const { t } = useTranslation('accounting');
  const lt = looseT(t);
  const title = useScreenTitle('accounting.general_ledger', 'accounting:ledger.title', 'general_ledger');
  const label = (key: string) => lt(`ledger.${key}`);
  const columns: TableColumn[] = [
    { key: 'date', title: lt('fields.date'), kind: 'date' },
    { key: 'account_code', title: label('account_code'), kind: 'text' },
    { key: 'account_name', title: label('account_name'), ...accountNameColumn(lt) },
    { key: 'debit', title: lt('statement.debit'), kind: 'money', currencyKey: 'base_currency_code' },
    { key: 'credit', title: lt('statement.credit'), kind: 'money', currencyKey: 'base_currency_code' },
    { key: 'amount', title: lt('fields.amount'), kind: 'money' },
    { key: 'currency_code', title: lt('fields.currency_code'), kind: 'text', filter: false },
    { key: 'section', title: label('section'), kind: 'enum', labels: sectionLabels(lt) },
    {
      key: 'description',
      title: lt('statement.description'),
      kind: 'text',
      labels: journalDescriptionLabels(lt),
    },
    {
      key: 'document_type',
      title: label('document_type'),
      kind: 'enum',
      labels: documentTypeLabels(lt),
      render: (row) => documentTypeName(String(row.document_type ?? ''), lt),
    },
    { key: 'inventory_name', title: lt('fields.inventory_name'), kind: 'text', hidden: true },
    { key: 'cash_box_name', title: lt('fields.cash_box_id'), kind: 'text', hidden: true },
    { key: 'user_name', title: lt('fields.created_by_name'), kind: 'text', hidden: true },
  ];
  return (
    <div data-testid="screen-general-ledger">
      <DataTable
        tableId="general_ledger"
        routeId="accounting.general_ledger"
        table={GENERAL_LEDGER_TABLE}
        title={title}
        columns={columns}
        dateRange
        currencyFilter
      />
    </div>
  );
}

export default GeneralLedgerScreen;
