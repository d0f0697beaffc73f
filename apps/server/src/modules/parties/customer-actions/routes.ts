import { PARTY_TABLES } from '@bb/contracts';
import type { App } from '../../../platform/app-types.js';
import { registerTable } from '../../../platform/table/routes.js';
import { customerActionsTable } from './table.js';

/** `/api/customer/actions`: the customer actions report (list, POST list and xlsx export). */
export async function customerActionRoutes(app: App): Promise<void> {
  registerTable(app, PARTY_TABLES.customerActions, customerActionsTable, { title: 'Customer actions' });
}
