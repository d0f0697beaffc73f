import { supplierEndpoints } from '@bb/contracts';
import { partyStatementPage } from '../../../components/statement/party-statement-page';

/**
 * /supplier/detail-account-statement: one supplier's journal lines in one currency over a period (opening
 * balance, each entry with its running balance, closing balance); print and xlsx export.
 */
export const SupplierStatementPage = partyStatementPage({
  names: { party: 'supplier', translations: 'suppliers' },
  endpoints: { detail: supplierEndpoints.detailStatement, lookup: supplierEndpoints.lookup },
  route: { id: 'supplier.detail_account_statement', titleKey: 'suppliers:statement.title' },
  partyName: (s) => s.supplier.name,
});

export default SupplierStatementPage;
