import { settingsEndpoints } from '@bb/contracts';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { automations, baseData, currencies, hasApiConnection, tenantSettings } from './queries.js';
import { settingsWriteRoutes } from './write-routes.js';

export async function settingsRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const ep = settingsEndpoints;
  await settingsWriteRoutes(app);

  handle(app, ep.baseData, (req) =>
    tenantTx(db, req, async (tx) => ({ data: await baseData(tx, authOf(req)) })),
  );
  handle(app, ep.automations, (req) => tenantTx(db, req, async (tx) => ({ data: await automations(tx) })));
  handle(app, ep.all, (req) => tenantTx(db, req, async (tx) => ({ data: await tenantSettings(tx) })));
  handle(app, ep.currencies, (req) => tenantTx(db, req, async (tx) => ({ data: await currencies(tx) })));
  handle(app, ep.hasApiConnection, (req) =>
    tenantTx(db, req, async (tx) => ({ data: await hasApiConnection(tx, 'hospital') })),
  );
  handle(app, ep.hasTicketApiConnection, (req) =>
    tenantTx(db, req, async (tx) => ({ data: await hasApiConnection(tx, 'ticket') })),
  );
}
