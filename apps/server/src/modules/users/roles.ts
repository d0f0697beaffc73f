import { isAbility, MESSAGES } from '@bb/contracts';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import { notify } from '../notifications/writer.js';

const unique = (e: unknown) => (e as { code?: string })?.code === '23505';

function checkAbilities(abilities: string[]): string[] {
  const unknown = abilities.filter((a) => !isAbility(a));
  if (unknown.length) throw invalid({ abilities: [`Unknown abilities: ${unknown.slice(0, 5).join(', ')}`] });
  return [...new Set(abilities)];
}

async function writeAbilities(tx: TenantTx, roleId: string, abilities: string[]): Promise<void> {
  await tx.deleteFrom('role_abilities').where('role_id', '=', roleId).execute();
  if (abilities.length)
    await tx
      .insertInto('role_abilities')
      .values(abilities.map((ability) => ({ tenant_id: tx.tenantId, role_id: roleId, ability })))
      .execute();
}

const nameTaken = () => invalid({ name: ['The name has already been taken.'] });

export async function createRole(tx: TenantTx, input: { name: string; abilities: string[] }) {
  const abilities = checkAbilities(input.abilities);
  const role = await tx
    .insertInto('roles')
    .values({ tenant_id: tx.tenantId, name: input.name })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((e) => {
      throw unique(e) ? nameTaken() : e;
    });
  await writeAbilities(tx, role.id, abilities);
  return role;
}

export async function updateRole(tx: TenantTx, id: string, input: { name: string; abilities: string[] }) {
  const abilities = checkAbilities(input.abilities);
  const r = await tx
    .updateTable('roles')
    .set({ name: input.name })
    .where('id', '=', id)
    .executeTakeFirst()
    .catch((e) => {
      throw unique(e) ? nameTaken() : e;
    });
  if (r.numUpdatedRows === 0n) throw notFound();
  await writeAbilities(tx, id, abilities);
  const holders = await tx.selectFrom('user_roles').select('user_id').where('role_id', '=', id).execute();
  await notify(tx, {
    userIds: holders.map((h) => h.user_id),
    type: 'notify.edit',
    message: { key: 'role.updated', params: { role: input.name } },
    modelType: 'role',
    modelId: id,
  });
  return { id };
}

/** A role still held by users cannot be deleted (take it away first). */
export async function deleteRole(tx: TenantTx, id: string): Promise<void> {
  const role = await tx.selectFrom('roles').select('id').where('id', '=', id).executeTakeFirst();
  if (!role) throw notFound();
  const held = await tx
    .selectFrom('user_roles')
    .select('user_id')
    .where('role_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (held) throw conflict(MESSAGES.deleteNotAllowed);
  await tx.deleteFrom('roles').where('id', '=', id).execute();
}

/** Give Role: adds the role to each user (keeping their other roles). */
export async function giveRole(tx: TenantTx, id: string, userIds: string[]) {
  const role = await tx.selectFrom('roles').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  if (!role) throw notFound();
  const found = await tx.selectFrom('users').select('id').where('id', 'in', userIds).execute();
  if (found.length !== new Set(userIds).size) throw invalid({ user_ids: [MESSAGES.userMissing] });
  const added = await tx
    .insertInto('user_roles')
    .values(found.map((u) => ({ tenant_id: tx.tenantId, user_id: u.id, role_id: id })))
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .execute();
  await notify(tx, {
    userIds: added.map((a) => a.user_id),
    type: 'notify.edit',
    message: { key: 'role.given', params: { role: role.name } },
    modelType: 'role',
    modelId: id,
  });
  return { added: added.length };
}

export async function getRole(tx: TenantTx, id: string) {
  const role = await tx
    .selectFrom('roles')
    .select(['id', 'name', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!role) throw notFound();
  const abilities = await tx
    .selectFrom('role_abilities')
    .select('ability')
    .where('role_id', '=', id)
    .orderBy('ability')
    .execute();
  return { ...role, abilities: abilities.map((a) => a.ability) };
}

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
