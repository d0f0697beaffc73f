import { sql } from 'kysely';
import type { TableSpec } from '../../platform/table/spec.js';

/** /inventory/item/item: items with their names of brand, group, category, unit and total stock. */
export const itemsTable: TableSpec = {
  source:
    () => sql`(select i.id, i.name, i.barcode, i.old_barcode, i.scientific_name, i.type, i.status, i.is_hidden,
      i.per_packet, i.stockable, i.min_quantity, i.brand_id, i.group_id, i.category_id, i.rack_id, i.measurement_id, i.dosage_form_id,
      b.name as brand_name, g.name as group_name, c.name as category_name, r.name as rack_name, m.name as measurement_name, d.name as dosage_form_name,
      (i.image_key is not null) as has_image,
      coalesce((select sum(p.quantity) from products p where p.tenant_id = i.tenant_id and p.item_id = i.id), 0) as quantity,
      i.created_at, i.updated_at
    from items i
    left join brands b on b.tenant_id = i.tenant_id and b.id = i.brand_id
    left join item_groups g on g.tenant_id = i.tenant_id and g.id = i.group_id
    left join categories c on c.tenant_id = i.tenant_id and c.id = i.category_id
    left join racks r on r.tenant_id = i.tenant_id and r.id = i.rack_id
    left join measurements m on m.tenant_id = i.tenant_id and m.id = i.measurement_id
    left join dosage_forms d on d.tenant_id = i.tenant_id and d.id = i.dosage_form_id)`,
  columns: {
    id: { kind: 'id' },
    name: { kind: 'text', search: true },
    barcode: { kind: 'text', search: true },
    old_barcode: { kind: 'text', search: true },
    scientific_name: { kind: 'text', search: true },
    type: { kind: 'number' },
    status: { kind: 'number' },
    is_hidden: { kind: 'bool' },
    per_packet: { kind: 'number' },
    stockable: { kind: 'bool' },
    min_quantity: { kind: 'number' },
    brand_id: { kind: 'id', sort: false },
    group_id: { kind: 'id', sort: false },
    category_id: { kind: 'id', sort: false },
    rack_id: { kind: 'id', sort: false },
    measurement_id: { kind: 'id', sort: false },
    dosage_form_id: { kind: 'id', sort: false },
    brand_name: { kind: 'text' },
    group_name: { kind: 'text' },
    category_name: { kind: 'text' },
    rack_name: { kind: 'text' },
    measurement_name: { kind: 'text' },
    dosage_form_name: { kind: 'text' },
    has_image: { kind: 'bool' },
    quantity: { kind: 'number' },
    created_at: { kind: 'datetime' },
    updated_at: { kind: 'datetime' },
  },
  hiddenColumn: 'is_hidden',
};
