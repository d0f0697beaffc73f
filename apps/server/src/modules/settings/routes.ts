import { z } from 'zod';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { automations, baseData, currencies, hasApiConnection, tenantSettings } from './queries.js';
import { settingsWriteRoutes } from './write-routes.js';

const flag = z.object({ data: z.boolean() });

export async function settingsRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const authed = { access: 'authenticated' as const };
  await settingsWriteRoutes(app);

  app.get('/api/base-data', { schema: { tags: ['settings'] }, config: authed }, (req) =>
    tenantTx(db, req, async (tx) => ({ data: await baseData(tx, authOf(req)) })),
  );
  app.get('/api/automation', { schema: { tags: ['settings'] }, config: authed }, (req) =>
    tenantTx(db, req, async (tx) => ({ data: await automations(tx) })),
  );
  // Every screen reads settings (stock system, POS currency, prefixes), so any signed-in user may.
  app.post('/api/setting/all', { schema: { tags: ['settings'] }, config: authed }, (req) =>
    tenantTx(db, req, async (tx) => ({ data: await tenantSettings(tx) })),
  );
  app.get('/api/currency/list', { schema: { tags: ['settings'] }, config: authed }, (req) =>
    tenantTx(db, req, async (tx) => ({ data: await currencies(tx) })),
  );
  app.get(
    '/api/has-api-connection',
    { schema: { tags: ['settings'], response: { 200: flag } }, config: authed },
    (req) => tenantTx(db, req, async (tx) => ({ data: await hasApiConnection(tx, 'hospital') })),
  );
  app.get(
    '/api/has-ticket-api-connection',
    { schema: { tags: ['settings'], response: { 200: flag } }, config: authed },
    (req) => tenantTx(db, req, async (tx) => ({ data: await hasApiConnection(tx, 'ticket') })),
  );
}
