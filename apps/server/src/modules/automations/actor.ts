import type { AuthContext } from '../../platform/auth/session.js';

/**
 * Who automated work acts as when it calls a module's service (money documents, stock backups): no user.
 * The services take a signed-in user's AuthContext; from it automated work uses only `userId`, which
 * lands in nullable `created_by` columns (null: made by the system), and `name` in notification texts.
 * The activity log has no causer either (the tenant transaction carries no user id). The acting user is
 * a superuser so no user-level restriction (own cash box, own branch) applies to system work.
 */
export function automationActor(tenantId: string): AuthContext {
  return {
    tenantId,
    userId: null as unknown as string,
    tokenId: '',
    username: 'automation',
    name: 'Automation',
    isSuperuser: true,
    abilities: new Set(),
  };
}
