import type { ColumnType } from 'kysely';
import type { CreatedAt, GeneratedId, Id, Numeric } from '../../platform/db/schema.js';

/** The residence module's tables, merged into the one `Database` interface the tenant handle is typed with. */
declare module '../../platform/db/schema.js' {
  interface Database {
    residence_units: ResidenceUnitsTable;
  }
}

/** Residence units (migration 0014). */
export interface ResidenceUnitsTable {
  tenant_id: Id;
  id: GeneratedId;
  name: string;
  code: string;
  is_corner_lot: number;
  residence_block_id: Id | null;
  residence_area_id: Id;
  residence_view_id: Id;
  building_id: Id | null;
  building_floor: number | null;
  number_of_floors: number | null;
  quantity: Numeric;
  currency_code: string;
  sale_price: Numeric;
  cost: ColumnType<string, string | undefined, string>;
  /** 1 Available, 2 Sold, 3 Returned (migration 0052; written by the residence sales module). */
  status: ColumnType<number, number | undefined, number>;
  description: string | null;
  image_key: string | null;
  created_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
