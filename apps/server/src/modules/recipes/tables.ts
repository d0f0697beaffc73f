import { sql } from 'kysely';
import type { TableSpec } from '../../platform/table/spec.js';
import { branchScoped, documentHeadColumns } from '../documents/list-columns.js';

/** `/inventory/item/recipe`: each product's active recipe with its materials count and version. */
export const recipesTable: TableSpec = {
  source:
    () => sql`(select r.id, r.item_id, i.name as item_name, i.barcode, r.version, r.yield_quantity, r.note,
      (select count(*) from recipe_lines l where l.tenant_id = r.tenant_id and l.recipe_id = r.id)::int as materials,
      (select count(*) from recipe_steps s where s.tenant_id = r.tenant_id and s.recipe_id = r.id)::int as steps,
      r.created_at
    from recipes r join items i on i.tenant_id = r.tenant_id and i.id = r.item_id where r.active)`,
  columns: {
    id: { kind: 'id' },
    item_id: { kind: 'id' },
    item_name: { kind: 'text', search: true },
    barcode: { kind: 'text', search: true },
    version: { kind: 'number' },
    yield_quantity: { kind: 'number' },
    materials: { kind: 'number' },
    steps: { kind: 'number' },
    note: { kind: 'text', search: true },
    created_at: { kind: 'datetime' },
  },
  defaultSort: 'item_name',
};

/** `/inventory/prepare-product-history`: what was prepared, where, from which recipe version, at what cost. */
export const preparedTable: TableSpec = {
  source: branchScoped(
    'd.inventory_id',
    (connected) => sql`(select d.id, d.invoice_id, d.date, d.inventory_id, inv.name as inventory_name,
      d.item_id, i.name as item_name, r.version as recipe_version, d.quantity, d.materials_cost, d.extra_cost,
      d.materials_cost + d.extra_cost as total_cost, d.unit_cost, p.batch_number, p.expire_date, d.note,
      u.name as created_by_name, d.created_at
    from prepared_products d
    join inventories inv on inv.tenant_id = d.tenant_id and inv.id = d.inventory_id
    join items i on i.tenant_id = d.tenant_id and i.id = d.item_id
    join recipes r on r.tenant_id = d.tenant_id and r.id = d.recipe_id
    left join products p on p.tenant_id = d.tenant_id and p.id = d.product_id
    left join users u on u.tenant_id = d.tenant_id and u.id = d.created_by
    where ${connected})`,
  ),
  columns: {
    ...documentHeadColumns(),
    item_id: { kind: 'id' },
    item_name: { kind: 'text', search: true },
    recipe_version: { kind: 'number' },
    quantity: { kind: 'number' },
    materials_cost: { kind: 'number' },
    extra_cost: { kind: 'number' },
    total_cost: { kind: 'number' },
    unit_cost: { kind: 'number' },
    batch_number: { kind: 'text', search: true },
    expire_date: { kind: 'date' },
    note: { kind: 'text', search: true },
    created_by_name: { kind: 'text' },
    created_at: { kind: 'datetime' },
  },
  dateColumn: 'date',
  footer: ['quantity', 'materials_cost', 'extra_cost', 'total_cost'],
};
