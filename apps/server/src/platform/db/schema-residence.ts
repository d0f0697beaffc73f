import type { ColumnType } from 'kysely';

type Id = ColumnType<string, string | number | bigint, string | number | bigint>;
type GeneratedId = ColumnType<string, string | number | bigint | undefined, never>;
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Numeric = ColumnType<string, string, string>;

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
  description: string | null;
  image_key: string | null;
  created_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
