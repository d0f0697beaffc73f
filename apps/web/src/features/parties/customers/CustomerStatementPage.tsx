import { customerEndpoints } from '@bb/contracts';
import { partyStatementPage } from '../../../components/statement/party-statement-page';

/**
 * /customer/detail-account-statement: one customer's journal lines in one currency over a period (opening
 * balance, each entry with its running balance, closing balance); print and xlsx export.
 */
export const CustomerStatementPage = partyStatementPage({
  names: { party: 'customer', translations: 'customers' },
  endpoints: { detail: customerEndpoints.detailStatement, lookup: customerEndpoints.lookup },
  route: { id: 'customer.detail_account_statement', titleKey: 'customers:statement.detailTitle' },
  partyName: (s) => s.customer.name,
});

export default CustomerStatementPage;
