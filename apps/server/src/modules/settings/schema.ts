import type { Generated } from 'kysely';
import type { CreatedAt, GeneratedId, Id } from '../../platform/db/schema.js';

/** The settings module's tables, merged into the one `Database` interface the tenant handle is typed with. */
declare module '../../platform/db/schema.js' {
  interface Database {
    currencies: CurrenciesTable;
    inventory_settings: InventorySettingsTable;
    print_settings: PrintSettingsTable;
    api_connections: ApiConnectionsTable;
  }
}

export interface CurrenciesTable {
  tenant_id: Id;
  code: string;
  name: string;
  symbol: string;
  decimals: number;
}

export interface InventorySettingsTable {
  tenant_id: Id;
  inventory_id: Id;
  setting_name: string;
  value: string;
}

export interface PrintSettingsTable {
  tenant_id: Id;
  id: GeneratedId;
  inventory_id: Id;
  type_name: string;
  type: number;
  name: string;
  address: string | null;
  bottom: string | null;
  header: string | null;
  background: string | null;
  footer: string | null;
  background_margin: Generated<number>;
  background_margin_clone_print: Generated<number>;
}

export interface ApiConnectionsTable {
  tenant_id: Id;
  id: GeneratedId;
  kind: string;
  name: string;
  inventory_id: Id | null;
  status: Generated<number>;
  created_at: CreatedAt;
  /** Hospital link (0055): SHA-256 of the inbound key, its first characters, categories, revocation. */
  key_hash: string | null;
  key_prefix: string | null;
  categories: Generated<unknown>;
  revoked_at: Date | null;
}
