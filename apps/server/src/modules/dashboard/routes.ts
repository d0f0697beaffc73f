import { dashboardEndpoints } from '@bb/contracts';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { dashboardData } from './service.js';

export async function dashboardRoutes(app: App): Promise<void> {
  handle(app, dashboardEndpoints.data, (req) =>
    tenantTx(app.deps.db, req, (tx) => dashboardData(tx, authOf(req), req.query.inventory_id)),
  );
}
