import { settingsEndpoints } from '@bb/contracts';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { updateInventorySettings, updateTenantSettings } from './write.js';

/**
 * Changing settings: the tenant's (each key checked against its own ability) and a branch's. The web
 * reloads the user and the settings after any successful PUT to a URL containing 'setting'.
 */
export async function settingsWriteRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  handle(app, settingsEndpoints.update, (req) =>
    tenantTx(db, req, async (tx) => ({ data: await updateTenantSettings(tx, authOf(req), req.body) })),
  );
  handle(app, settingsEndpoints.updateBranch, (req) =>
    tenantTx(db, req, async (tx) => ({
      data: await updateInventorySettings(tx, authOf(req), req.params.inventoryId, req.body),
    })),
  );
}
