import { ABILITY_GROUPS, authUser as authUserSchema, loginRequest, loginResponse } from '@bb/contracts';
import { z } from 'zod';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { LoginThrottle } from '../../platform/auth/login-throttle.js';
import { userLookups } from './lookups.js';
import { abilitiesOf, authUser } from './queries.js';
import { login, logout } from './service.js';

const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export async function identityRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const throttle = new LoginThrottle();

  app.post(
    '/api/login',
    {
      schema: { tags: ['identity'], body: loginRequest, response: { 200: loginResponse } },
      config: { access: 'public' },
    },
    async (req) => {
      // Ten failures a minute per address and username (fifty per address); the next answers 429.
      throttle.check(req.ip, req.body.username);
      try {
        const answer = await login(db.system, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] });
        throttle.recordSuccess(req.ip, req.body.username);
        return answer;
      } catch (e) {
        throttle.recordFailure(req.ip, req.body.username);
        throw e;
      }
    },
  );

  app.post(
    '/api/logout',
    { schema: { tags: ['identity'] }, config: { access: 'authenticated' } },
    async (req, reply) => {
      const auth = authOf(req);
      await logout(db.system, auth.tenantId, auth.tokenId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/user',
    {
      schema: { tags: ['identity'], response: { 200: authUserSchema } },
      config: { access: 'authenticated' },
    },
    (req) => tenantTx(db, req, (tx) => authUser(tx, authOf(req))),
  );

  app.get(
    '/api/abilities',
    {
      schema: { tags: ['identity'], response: { 200: listOf(z.string()) } },
      config: { access: 'authenticated' },
    },
    async (req) => ({ data: abilitiesOf(authOf(req)) }),
  );

  // The catalogue grouped by area, for the role editor's checklist.
  app.get(
    '/api/abilities/catalogue',
    { schema: { tags: ['identity'] }, config: { access: ['role_list', 'role_create', 'role_edit'] } },
    async () => ({ data: ABILITY_GROUPS }),
  );

  for (const [name, query] of Object.entries(userLookups)) {
    app.get(
      `/api/user/${name}`,
      { schema: { tags: ['lookups'] }, config: { access: 'authenticated' } },
      (req) => tenantTx(db, req, async (tx) => ({ data: await query(tx, authOf(req)) })),
    );
  }
}
