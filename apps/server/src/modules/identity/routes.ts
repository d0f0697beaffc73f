import { authUser as authUserSchema, loginRequest, loginResponse } from '@bb/contracts';
import { z } from 'zod';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { userLookups } from './lookups.js';
import { abilitiesOf, authUser } from './queries.js';
import { login, logout } from './service.js';

const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export async function identityRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.post(
    '/api/login',
    {
      schema: { tags: ['identity'], body: loginRequest, response: { 200: loginResponse } },
      config: {
        access: 'public',
        // Ten tries a minute per address and username; the eleventh answers 429.
        rateLimit: {
          max: 10,
          timeWindow: 60_000,
          keyGenerator: (req) => `${req.ip}|${String((req.body as { username?: unknown })?.username ?? '').toLowerCase()}`,
        },
      },
    },
    (req) => login(db.system, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] }),
  );

  app.post('/api/logout', { schema: { tags: ['identity'] }, config: { access: 'authenticated' } }, async (req, reply) => {
    const auth = authOf(req);
    await logout(db.system, auth.tenantId, auth.tokenId);
    return reply.status(204).send();
  });

  app.get(
    '/api/user',
    { schema: { tags: ['identity'], response: { 200: authUserSchema } }, config: { access: 'authenticated' } },
    (req) => tenantTx(db, req, (tx) => authUser(tx, authOf(req))),
  );

  app.get(
    '/api/abilities',
    { schema: { tags: ['identity'], response: { 200: listOf(z.string()) } }, config: { access: 'authenticated' } },
    async (req) => ({ data: abilitiesOf(authOf(req)) }),
  );

  for (const [name, query] of Object.entries(userLookups)) {
    app.get(
      `/api/user/${name}`,
      { schema: { tags: ['lookups'] }, config: { access: 'authenticated' } },
      (req) => tenantTx(db, req, async (tx) => ({ data: await query(tx, authOf(req)) })),
    );
  }
}
