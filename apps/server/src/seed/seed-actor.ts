import type { AuthContext } from '../platform/auth/session.js';

/** Who the demo seed acts as when it goes through the modules' own rules: the first superuser. */
export function seedActor(tenantId: string, adminId: string): AuthContext {
  return {
    tenantId,
    userId: adminId,
    tokenId: '0',
    username: 'admin',
    name: 'Administrator',
    isSuperuser: true,
    abilities: new Set(),
  };
}
