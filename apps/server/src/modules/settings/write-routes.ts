import {
  INVENTORY_SETTING_ABILITY,
  inventorySettingsInput,
  inventorySettingsParams,
  TENANT_SETTING_WRITE_ABILITIES,
  tenantSettingsInput,
} from '@bb/contracts';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { updateInventorySettings, updateTenantSettings } from './write.js';

/**
 * Changing settings: the tenant's (`PUT /api/setting`, each key checked against its own ability) and a
 * branch's (`PUT /api/setting/inventory/{inventoryId}`). The web reloads the user and the settings after
 * any successful PUT to a URL containing 'setting'.
 */
export async function settingsWriteRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const tags = ['settings'];
  app.put(
    '/api/setting',
    { schema: { tags, body: tenantSettingsInput }, config: { access: TENANT_SETTING_WRITE_ABILITIES } },
    (req) =>
      tenantTx(db, req, async (tx) => ({ data: await updateTenantSettings(tx, authOf(req), req.body) })),
  );
  app.put(
    '/api/setting/inventory/:inventoryId',
    {
      schema: { tags, params: inventorySettingsParams, body: inventorySettingsInput },
      config: { access: [INVENTORY_SETTING_ABILITY] },
    },
    (req) =>
      tenantTx(db, req, async (tx) => ({
        data: await updateInventorySettings(tx, authOf(req), req.params.inventoryId, req.body),
      })),
  );
}
