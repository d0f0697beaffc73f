import { MESSAGES, type UserInput } from '@bb/contracts';
import { sql } from 'kysely';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, forbidden, invalid, notFound } from '../../platform/errors.js';
import { notify } from '../notifications/writer.js';

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';
const isForeignKeyViolation = (e: unknown) => (e as { code?: string })?.code === '23503';

async function checkReferences(tx: TenantTx, input: UserInput): Promise<void> {
  const errors: Record<string, string[]> = {};
  const count = async (table: 'inventories' | 'roles' | 'cash_boxes', ids: string[]) =>
    ids.length === 0
      ? 0
      : Number(
          (
            await tx
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('id', 'in', ids)
              .executeTakeFirstOrThrow()
          ).n,
        );
  if ((await count('inventories', input.inventory_ids)) !== new Set(input.inventory_ids).size)
    errors.inventory_ids = ['One of the inventories does not exist.'];
  if ((await count('roles', input.role_ids)) !== new Set(input.role_ids).size)
    errors.role_ids = ['One of the roles does not exist.'];
  if ((await count('cash_boxes', input.cash_box_ids)) !== new Set(input.cash_box_ids).size)
    errors.cash_box_ids = ['One of the cash boxes does not exist.'];
  if (input.default_branch_id !== null && !input.inventory_ids.includes(input.default_branch_id))
    errors.default_branch_id = ['The default inventory must be one of the connected inventories.'];
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

async function writeLinks(tx: TenantTx, userId: string, input: UserInput): Promise<boolean> {
  const before = await tx.selectFrom('user_roles').select('role_id').where('user_id', '=', userId).execute();
  await tx.deleteFrom('user_inventories').where('user_id', '=', userId).execute();
  await tx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  const t = tx.tenantId;
  if (input.inventory_ids.length)
    await tx
      .insertInto('user_inventories')
      .values(
        [...new Set(input.inventory_ids)].map((inventory_id) => ({
          tenant_id: t,
          user_id: userId,
          inventory_id,
        })),
      )
      .execute();
  if (input.role_ids.length)
    await tx
      .insertInto('user_roles')
      .values([...new Set(input.role_ids)].map((role_id) => ({ tenant_id: t, user_id: userId, role_id })))
      .execute();
  await tx.updateTable('cash_boxes').set({ for_user_id: null }).where('for_user_id', '=', userId).execute();
  if (input.cash_box_ids.length)
    await tx
      .updateTable('cash_boxes')
      .set({ for_user_id: userId })
      .where('id', 'in', input.cash_box_ids)
      .execute();
  const a = before.map((r) => r.role_id).sort();
  const b = [...new Set(input.role_ids)].sort();
  return a.join(',') !== b.join(',');
}

export async function createUser(tx: TenantTx, auth: AuthContext, input: UserInput): Promise<{ id: string }> {
  if (input.is_superuser && !auth.isSuperuser) throw forbidden();
  if (!input.password) throw invalid({ password: ['The password field is required.'] });
  await checkReferences(tx, input);
  const hash = await hashPassword(input.password);
  const user = await tx
    .insertInto('users')
    .values({
      tenant_id: tx.tenantId,
      name: input.name,
      username: input.username,
      password_hash: hash,
      language: input.language,
      status: input.status,
      is_superuser: input.is_superuser,
      default_branch_id: input.default_branch_id,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((e) => {
      if (isUniqueViolation(e)) throw invalid({ username: ['The username has already been taken.'] });
      throw e;
    });
  await writeLinks(tx, user.id, input);
  return user;
}

export async function updateUser(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
  input: UserInput,
): Promise<{ id: string }> {
  const current = await tx
    .selectFrom('users')
    .select(['id', 'is_superuser'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!current) throw notFound();
  if ((current.is_superuser || input.is_superuser) && !auth.isSuperuser) throw forbidden();
  if (id === auth.userId && input.status !== 1) throw conflict(MESSAGES.disableSelf);
  if (id === auth.userId && current.is_superuser && !input.is_superuser) throw conflict(MESSAGES.unsuperSelf);
  await checkReferences(tx, input);
  await tx
    .updateTable('users')
    .set({
      name: input.name,
      username: input.username,
      language: input.language,
      status: input.status,
      is_superuser: input.is_superuser,
      default_branch_id: input.default_branch_id,
      updated_at: sql`now()`,
      ...(input.password ? { password_hash: await hashPassword(input.password) } : {}),
    })
    .where('id', '=', id)
    .execute()
    .catch((e) => {
      if (isUniqueViolation(e)) throw invalid({ username: ['The username has already been taken.'] });
      throw e;
    });
  const rolesChanged = await writeLinks(tx, id, input);
  if (input.status !== 1 || input.password) {
    // a disabled user or a reset password ends the user's sessions
    await revokeSessions(tx, id);
  }
  if (rolesChanged) {
    await notify(tx, {
      userIds: [id],
      type: 'notify.edit',
      message: { key: 'user.roles_changed', params: {} },
      modelType: 'user',
      modelId: id,
    });
  }
  return { id };
}

/** The user to change: in the tenant (404 otherwise); a superuser may be changed only by a superuser. */
async function changeable(tx: TenantTx, auth: AuthContext, id: string) {
  const current = await tx
    .selectFrom('users')
    .select(['id', 'is_superuser'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!current) throw notFound();
  if (current.is_superuser && !auth.isSuperuser) throw forbidden();
  return current;
}

/** Ends every open session of a user (disabled, or a new password). */
const revokeSessions = (tx: TenantTx, userId: string) =>
  tx
    .updateTable('auth_tokens')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();

export async function deleteUser(tx: TenantTx, auth: AuthContext, id: string): Promise<void> {
  if (id === auth.userId) throw conflict(MESSAGES.deleteSelf);
  await changeable(tx, auth, id);
  // a user who has made records stays (disable them instead): any reference refuses the delete
  await tx
    .deleteFrom('users')
    .where('id', '=', id)
    .execute()
    .catch((e) => {
      if (isForeignKeyViolation(e)) throw conflict(MESSAGES.deleteNotAllowed);
      throw e;
    });
}

export async function resetPassword(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
  password: string,
): Promise<void> {
  await changeable(tx, auth, id);
  await tx
    .updateTable('users')
    .set({ password_hash: await hashPassword(password), updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
  await revokeSessions(tx, id);
}

/** One user for the edit dialog. */
export async function getUser(tx: TenantTx, id: string) {
  const user = await tx
    .selectFrom('users')
    .select([
      'id',
      'name',
      'username',
      'language',
      'status',
      'is_superuser',
      'default_branch_id',
      'last_login_at',
      'created_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!user) throw notFound();
  const [inv, roles, boxes] = await Promise.all([
    tx.selectFrom('user_inventories').select('inventory_id').where('user_id', '=', id).execute(),
    tx.selectFrom('user_roles').select('role_id').where('user_id', '=', id).execute(),
    tx.selectFrom('cash_boxes').select('id').where('for_user_id', '=', id).execute(),
  ]);
  return {
    ...user,
    inventory_ids: inv.map((r) => r.inventory_id),
    role_ids: roles.map((r) => r.role_id),
    cash_box_ids: boxes.map((r) => r.id),
  };
}
