import { z } from 'zod';
import { defineEndpoint } from './endpoints/define.js';
import { LOGIN_LIMITS } from './login-limits.js';

export const loginRequest = z.object({
  username: z
    .string({ error: 'The username field is required.' })
    .trim()
    .min(1, 'The username field is required.')
    .max(LOGIN_LIMITS.username),
  password: z
    .string({ error: 'The password field is required.' })
    .min(1, 'The password field is required.')
    .max(LOGIN_LIMITS.password),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({ token: z.string() });

/** POST /api/download-token: a single-use, 60-second token for one file address the browser opens itself. */
export const downloadTokenRequest = z.object({
  path: z
    .string()
    .regex(/^\/api\/[\w\-./]{1,300}$/, 'The path must be an /api/ address without a query.')
    .refine((p) => !p.includes('..'), 'The path must be an /api/ address without a query.'),
});
export const downloadTokenResponse = z.object({
  token: z.string(),
  /** The path with the token as `?token=`. */
  url: z.string(),
  expires_at: z.string(),
});

/** Branch ("inventory") types: 0 is the pharmacy-style branch whose pricing fields are shown. */
export const INVENTORY_TYPES = { pharmacy: 0, shop: 1, residence: 2, construction: 3 } as const;

export const currencyRate = z.object({
  currency_code_from: z.string(),
  currency_code_to: z.string(),
  exchange_rate: z.string(),
  type: z.union([z.literal(0), z.literal(1)]),
});

export const cashBoxSummary = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  currency_code: z.string(),
  inventory_id: z.string().nullable(),
  for_user_id: z.string().nullable(),
  is_default: z.boolean(),
});

export const inventorySummary = z.object({
  id: z.string(),
  name: z.string(),
  type: z.number().int(),
  code: z.string().nullable(),
});

/** A branch setting with its description (a stored value or its default). */
export const inventorySettingRecord = z.object({
  inventory_id: z.string(),
  setting_name: z.string(),
  description: z.string(),
  value: z.string(),
});

/** The signed-in user as `GET user` answers it (app-shell.md section 3). */
export const authUser = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  language: z.string(),
  tenant_id: z.string(),
  tenant_name: z.string(),
  default_branch_id: z.string().nullable(),
  default_branch: inventorySummary.nullable(),
  default_branch_type: z.number().int().nullable(),
  is_superuser: z.boolean(),
  features_permissions: z.record(z.string(), z.boolean()),
  inventory_settings: z.array(inventorySettingRecord),
  base_currency_code: z.string(),
  currency_rates: z.array(currencyRate),
  cash_boxes: z.array(cashBoxSummary),
  connected_inventories: z.array(inventorySummary),
  roles: z.array(z.string()),
  status: z.number().int(),
});
export type AuthUser = z.infer<typeof authUser>;

/** User status: 1 active, 0 disabled (a disabled user cannot sign in). */
export const USER_STATUS = { disabled: 0, active: 1 } as const;

/** A file address the browser opens itself (a link, a new tab) carries this instead of the session token. */
export const downloadTokenEndpoint = defineEndpoint({
  method: 'POST',
  path: 'download-token',
  body: downloadTokenRequest,
  response: downloadTokenResponse,
  access: 'authenticated',
  tag: 'identity',
});

/**
 * GET /api/health: the database answers and whether maintenance is on (200); `503 { status: 'error',
 * database: 'unreachable' }` without the database. Public, and answered during maintenance.
 */
export const healthEndpoint = defineEndpoint({
  method: 'GET',
  path: 'health',
  response: z.object({ status: z.literal('ok'), database: z.literal('ok'), maintenance: z.boolean() }),
  access: 'public',
  tag: 'system',
});
/** The health answer without the database (503). */
export const healthDown = z.object({ status: z.literal('error'), database: z.literal('unreachable') });
