import type { ColumnType, Generated } from 'kysely';

/** bigint ids come back from pg as strings; we keep them strings end to end. */
export type Id = ColumnType<string, string | number | bigint, string | number | bigint>;
export type GeneratedId = ColumnType<string, string | number | bigint | undefined, never>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Numeric = ColumnType<string, string, string>;
/** A column with a database default: optional on insert. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
export type NumericDefault = Defaulted<string>;
export type Json<T> = ColumnType<T, string | T, string | T>;

/**
 * The database as Kysely sees it. The platform declares only the tables it reads and writes itself (tenants,
 * branches, users and their sessions and roles, settings, the activity log, idempotency keys, the scheduler's
 * runs); each module declares its own tables in its `schema.ts` by merging them into this interface
 * (`declare module '../../platform/db/schema.js'`), so the platform never imports a module.
 * `apps/server/src/schema.ts` gathers them all for programs that do not compile the whole server.
 */
export interface Database {
  tenants: TenantsTable;
  inventories: InventoriesTable;
  users: UsersTable;
  user_inventories: UserInventoriesTable;
  roles: RolesTable;
  role_abilities: RoleAbilitiesTable;
  user_roles: UserRolesTable;
  auth_tokens: AuthTokensTable;
  settings: SettingsTable;
  system_state: SystemStateTable;
  activity_log: ActivityLogTable;
  idempotency_keys: IdempotencyKeysTable;
  download_tokens: DownloadTokensTable;
  automation_runs: AutomationRunsTable;
}

export interface TenantsTable {
  id: GeneratedId;
  name: string;
  base_currency_code: string;
  features: Json<Record<string, boolean>>;
  created_at: CreatedAt;
}

export interface InventoriesTable {
  tenant_id: Id;
  id: GeneratedId;
  name: string;
  code: string | null;
  type: number;
  address: string | null;
  phone: string | null;
  status: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface UsersTable {
  tenant_id: Id;
  id: GeneratedId;
  username: string;
  password_hash: string;
  name: string;
  language: Generated<string>;
  default_branch_id: Id | null;
  is_superuser: Generated<boolean>;
  status: Generated<number>;
  last_login_at: Date | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface UserInventoriesTable {
  tenant_id: Id;
  user_id: Id;
  inventory_id: Id;
}

export interface RolesTable {
  tenant_id: Id;
  id: GeneratedId;
  name: string;
  created_at: CreatedAt;
}

export interface RoleAbilitiesTable {
  tenant_id: Id;
  role_id: Id;
  ability: string;
}

export interface UserRolesTable {
  tenant_id: Id;
  user_id: Id;
  role_id: Id;
}

export interface AuthTokensTable {
  tenant_id: Id;
  id: GeneratedId;
  user_id: Id;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  last_activity_at: CreatedAt;
  revoked_at: Date | null;
  ip: string | null;
  user_agent: string | null;
}

export interface SettingsTable {
  tenant_id: Id;
  key: string;
  value: Json<unknown>;
}

export interface SystemStateTable {
  key: string;
  value: Json<unknown>;
}

export interface ActivityLogTable {
  tenant_id: Id;
  id: GeneratedId;
  log_name: string;
  event: 'created' | 'updated' | 'deleted';
  subject_table: string;
  subject_id: string | null;
  causer_id: Id | null;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
  created_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  tenant_id: Id;
  key: string;
  user_id: Id;
  scope: string;
  response: unknown;
  /** Hash of the first request's method, path and body (migration 0040); null on older keys. */
  request_hash: string | null;
  created_at: CreatedAt;
}

/** Single-use download tokens (migration 0040): a file address never carries the session token. */
export interface DownloadTokensTable {
  tenant_id: Id;
  id: GeneratedId;
  auth_token_id: Id;
  token_hash: string;
  path: string;
  expires_at: Date;
  used_at: Date | null;
}

/** Runs of the automated tasks (migration 0019_automation_runs). */
export interface AutomationRunsTable {
  tenant_id: Id;
  id: GeneratedId;
  name: string;
  run_date: ColumnType<string, string, string>;
  started_at: CreatedAt;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  outcome: 'running' | 'ok' | 'partial' | 'failed';
  detail: ColumnType<unknown, string | undefined, string>;
}
