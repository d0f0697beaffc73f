import { authUser } from '../../../apps/server/src/modules/identity/queries.js';
import { resolveToken } from '../../../apps/server/src/platform/auth/session.js';
import { withTenant } from '../../../apps/server/src/platform/db/tenant.js';
import type { Actor, Scenario, SqlTools } from './types.js';

/**
 * What GET /api/user sends to the database: the guard's token lookup, then the tenant transaction
 * (role and tenant settings, user, branches, rates, cash boxes, branch settings, roles). The maintenance
 * flag the guard also reads is cached for 2 s, so it is left out.
 */
const authUserSql = (actor: Actor, { capture }: SqlTools) =>
  capture(async (db) => {
    const auth = await resolveToken(db, actor.token);
    if (!auth) throw new Error(`the token of ${actor.username} did not resolve`);
    await withTenant(db, { tenantId: auth.tenantId, userId: auth.userId }, (tx) => authUser(tx, auth));
  });

export const identityScenarios: Scenario[] = [
  {
    name: 'get-user',
    summary:
      'GET /api/user as a staff member (token check, then user, branches, rates, boxes, settings, roles)',
    method: 'GET',
    path: '/api/user',
    auth: 'staff',
    concurrency: 20,
    sql: (ctx, tools) => authUserSql(ctx.actors.staff, tools),
  },
  {
    name: 'get-user-admin',
    summary: 'GET /api/user as the superuser (every branch and cash box of the tenant)',
    method: 'GET',
    path: '/api/user',
    auth: 'admin',
    concurrency: 20,
    sql: (ctx, tools) => authUserSql(ctx.actors.admin, tools),
  },
  {
    name: 'login',
    summary: 'POST /api/login cycling through the staff (argon2id verify: CPU bound by design)',
    method: 'POST',
    path: '/api/login',
    body: (ctx, i) => ({
      username: ctx.usernames[i % ctx.usernames.length] as string,
      password: ctx.password,
    }),
    auth: 'none',
    concurrency: 8,
  },
];
