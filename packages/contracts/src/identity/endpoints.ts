import { z } from 'zod';
import { defineEndpoint } from '../endpoints/define.js';
import { authUser, inventorySummary, loginRequest, loginResponse } from '../identity.js';
import { LOOKUP_ABILITIES } from '../lookup-access.js';

const tag = 'identity';
const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** A user as the user lookups list them. */
export const userSummary = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  default_branch_id: z.string().nullable(),
  status: z.number().int(),
});
export type UserSummary = z.infer<typeof userSummary>;

const lookup = <T extends z.ZodType>(
  name: string,
  item: T,
  access: 'authenticated' | readonly [string, ...string[]],
) => defineEndpoint({ method: 'GET', path: `user/${name}`, response: listOf(item), access, tag: 'lookups' });

/** Lookups that list every user of the company need one of the abilities of the screens that use them. */
const everyUser = LOOKUP_ABILITIES.users;

/** Signing in and out, the signed-in user, abilities, the user and branch lookups (shared-screens.md 7). */
export const identityEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: 'login',
    body: loginRequest,
    response: loginResponse,
    access: 'public',
    tag,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: 'logout',
    response: z.void(),
    status: 204,
    access: 'authenticated',
    tag,
  }),
  user: defineEndpoint({ method: 'GET', path: 'user', response: authUser, access: 'authenticated', tag }),
  abilities: defineEndpoint({
    method: 'GET',
    path: 'abilities',
    response: listOf(z.string()),
    access: 'authenticated',
    tag,
  }),
  /** The catalogue grouped by area, for the role editor's checklist. */
  abilityCatalogue: defineEndpoint({
    method: 'GET',
    path: 'abilities/catalogue',
    response: listOf(z.object({ area: z.string(), abilities: z.array(z.string()) })),
    access: ['role_list', 'role_create', 'role_edit'],
    tag,
  }),
  lookups: {
    /** Branches the user may work in (every branch for a superuser). */
    inventory: lookup('inventory', inventorySummary, 'authenticated'),
    /** Branches the user is connected to, strictly. */
    connectedInventory: lookup('connected-inventory', inventorySummary, 'authenticated'),
    /** Every branch of the company. */
    allInventory: lookup('all-inventory', inventorySummary, 'authenticated'),
    /** Every user of the company, active or not (for filters over old records). */
    allUsers: lookup('all-users', userSummary, everyUser),
    /** Active users (pickers for new records). */
    users: lookup('users', userSummary, everyUser),
    /** Users who share at least one branch with the caller (the caller included). */
    myUsers: lookup('my-users', userSummary, 'authenticated'),
    /** Cashiers (holders of sale_create, or superusers) connected to one of the caller's branches. */
    connectedInventoryCashier: lookup('connected-inventory-cashier', userSummary, 'authenticated'),
  },
};
