import type { Generated } from 'kysely';
import type { CreatedAt, GeneratedId, Id } from '../../platform/db/schema.js';

/** The catalog module's tables, merged into the one `Database` interface the tenant handle is typed with. */
declare module '../../platform/db/schema.js' {
  interface Database {
    items: ItemsTable;
  }
}

export interface ItemsTable {
  tenant_id: Id;
  id: GeneratedId;
  name: string;
  barcode: string;
  type: Generated<number>;
  status: Generated<number>;
  is_hidden: Generated<boolean>;
  old_barcode: string | null;
  scientific_name: string | null;
  per_packet: Generated<number>;
  dosage_form_id: Id | null;
  brand_id: Id | null;
  group_id: Id | null;
  category_id: Id | null;
  rack_id: Id | null;
  measurement_id: Id | null;
  stockable: Generated<boolean>;
  min_quantity: Generated<string>;
  image_key: string | null;
  created_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
