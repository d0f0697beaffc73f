import { MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { invalid } from '../../platform/errors.js';

export async function updateProfile(
  tx: TenantTx,
  auth: AuthContext,
  input: { name: string; language: string },
) {
  await tx
    .updateTable('users')
    .set({ name: input.name, language: input.language, updated_at: sql`now()` })
    .where('id', '=', auth.userId)
    .execute();
  return { name: input.name, language: input.language };
}

/** Changes the caller's own password; other sessions of the user are signed out, this one stays. */
export async function changeOwnPassword(tx: TenantTx, auth: AuthContext, current: string, next: string) {
  const row = await tx
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', auth.userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, current))) {
    throw invalid({ current_password: [MESSAGES.wrongCurrentPassword] });
  }
  await tx
    .updateTable('users')
    .set({ password_hash: await hashPassword(next), updated_at: sql`now()` })
    .where('id', '=', auth.userId)
    .execute();
  await tx
    .updateTable('auth_tokens')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', auth.userId)
    .where('id', '<>', auth.tokenId)
    .where('revoked_at', 'is', null)
    .execute();
}
