import { DASHBOARD_EVENT, type DashboardEventPayload } from '@bb/contracts';
import type { TenantTx } from '../../platform/db/tenant.js';
import { apiConnectionChannel } from '../../platform/realtime.js';

/**
 * Tells the dashboards open on a branch that its sales changed (issue 21), after the transaction commits
 * (nothing is sent for a sale that rolls back). The branch's channel is heard by everyone connected to the
 * branch, so the event carries no figure: each dashboard reads its figures again through its own call,
 * which checks the abilities. A busy branch's signals are coalesced: the first at once, the rest of each
 * second as one (docs/decisions.md "14: The dashboard's sale signal is coalesced per second").
 */
export function publishSalesChanged(tx: TenantTx, inventoryId: string): void {
  const payload: DashboardEventPayload = { type: 'sales_changed' };
  tx.publish(apiConnectionChannel(tx.tenantId, inventoryId), DASHBOARD_EVENT, payload, { coalesceMs: 1000 });
}
