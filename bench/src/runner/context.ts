import { hashToken } from '../../../apps/server/src/platform/auth/tokens.js';
import { USER_PREFIX } from '../generator/foundation.js';
import { BENCH_PASSWORD } from '../generator/seed.js';
import type { BenchDatabase, BenchMeta } from '../lib/database.js';
import type { Actor, RunContext } from '../scenarios/index.js';

/** Sent with every request of the run; its sessions are deleted by this user agent at the end. */
export const USER_AGENT = 'branchbook-bench';

async function signIn(baseUrl: string, username: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  const body = (await res.json().catch(() => ({}))) as { token?: string };
  if (res.status !== 200 || !body.token) throw new Error(`sign-in as ${username} answered ${res.status}`);
  return body.token;
}

export async function prepareContext(
  baseUrl: string,
  bench: BenchDatabase,
  meta: BenchMeta,
): Promise<RunContext> {
  const q = async <R extends object>(text: string, params: unknown[]) =>
    (await bench.db.pool.query<R & object>(text, params)).rows as R[];
  const [staffRow] = await q<{ username: string }>(
    `select u.username from users u
     where u.tenant_id = $1 and starts_with(u.username, $2) and u.status = 1 and not u.is_superuser
     order by exists (select from user_roles ur join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
                      where ur.tenant_id = u.tenant_id and ur.user_id = u.id and r.name = 'Cashier') desc,
       (select count(*) from user_inventories ui where ui.tenant_id = u.tenant_id and ui.user_id = u.id) > 1 desc,
       u.id
     limit 1`,
    [meta.tenantId, USER_PREFIX],
  );
  if (!staffRow) throw new Error('the bench tenant has no active staff user');
  const actor = async (username: string): Promise<Actor> => {
    const token = await signIn(baseUrl, username);
    const [u] = await q<{ id: string; is_superuser: boolean; default_branch_id: string | null }>(
      'select id, is_superuser, default_branch_id from users where tenant_id = $1 and username = $2',
      [meta.tenantId, username],
    );
    if (!u) throw new Error(`user ${username} not found`);
    const inv = await q<{ id: string }>(
      u.is_superuser
        ? 'select id from inventories where tenant_id = $1 and status = 1 order by id'
        : `select i.id from inventories i join user_inventories ui on ui.tenant_id = i.tenant_id and ui.inventory_id = i.id
           where i.tenant_id = $1 and ui.user_id = $2 and i.status = 1 order by i.id`,
      u.is_superuser ? [meta.tenantId] : [meta.tenantId, u.id],
    );
    return {
      id: u.id,
      username,
      token,
      tokenHash: hashToken(token),
      isSuperuser: u.is_superuser,
      defaultBranchId: u.default_branch_id,
      inventoryIds: inv.map((r) => r.id),
    };
  };
  const users = await q<{ username: string }>(
    'select username from users where tenant_id = $1 and starts_with(username, $2) and status = 1 order by id limit 1000',
    [meta.tenantId, USER_PREFIX],
  );
  return {
    baseUrl,
    tenantId: meta.tenantId,
    scale: meta.scale,
    actors: { admin: await actor(meta.adminUsername), staff: await actor(staffRow.username) },
    usernames: users.map((u) => u.username),
    password: BENCH_PASSWORD,
  };
}
