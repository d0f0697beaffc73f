import { sql } from 'kysely';
import type { TableSpec } from '../../platform/table/spec.js';
import { connectedBranchesSql } from '../documents/branch-scope.js';
import { branchScoped, documentHeadColumns } from '../documents/list-columns.js';

/** `construction/stock-out-order`: the orders of the user's branches with their project and status. */
export const ordersTable: TableSpec = {
  source: branchScoped(
    'o.inventory_id',
    (connected) => sql`(select o.id, o.invoice_id, o.date, o.inventory_id, inv.name as inventory_name,
      o.project_id, p.name as project_name, o.status, o.note,
      (select count(*) from construction_stock_out_order_lines l where l.tenant_id = o.tenant_id and l.order_id = o.id)::int as lines_count,
      cu.name as created_by_name, au.name as approved_by_name, o.approved_at, o.created_at
    from construction_stock_out_orders o
    join inventories inv on inv.tenant_id = o.tenant_id and inv.id = o.inventory_id
    join construction_projects p on p.tenant_id = o.tenant_id and p.id = o.project_id
    left join users cu on cu.tenant_id = o.tenant_id and cu.id = o.created_by
    left join users au on au.tenant_id = o.tenant_id and au.id = o.approved_by
    where ${connected})`,
  ),
  columns: {
    ...documentHeadColumns(),
    project_id: { kind: 'id' },
    project_name: { kind: 'text', search: true },
    status: { kind: 'number' },
    note: { kind: 'text', search: true },
    lines_count: { kind: 'number' },
    created_by_name: { kind: 'text' },
    approved_by_name: { kind: 'text' },
    approved_at: { kind: 'datetime' },
    created_at: { kind: 'datetime' },
  },
  dateColumn: 'date',
};

/** `construction/stock-out`: issues (and returns) with their order, project and value at cost. */
export const stockOutsTable: TableSpec = {
  source: branchScoped(
    's.inventory_id',
    (connected) => sql`(select s.id, s.invoice_id, s.date, s.inventory_id, inv.name as inventory_name,
      s.order_id, o.invoice_id as order_invoice_id, s.project_id, p.name as project_name, s.is_return, s.note,
      (select coalesce(sum(l.quantity * l.unit_cost), 0) from construction_stock_out_lines l
        where l.tenant_id = s.tenant_id and l.stock_out_id = s.id)
        * case when s.is_return then -1 else 1 end as value,
      cu.name as created_by_name, s.created_at
    from construction_stock_outs s
    join inventories inv on inv.tenant_id = s.tenant_id and inv.id = s.inventory_id
    join construction_stock_out_orders o on o.tenant_id = s.tenant_id and o.id = s.order_id
    join construction_projects p on p.tenant_id = s.tenant_id and p.id = s.project_id
    left join users cu on cu.tenant_id = s.tenant_id and cu.id = s.created_by
    where ${connected})`,
  ),
  columns: {
    ...documentHeadColumns(),
    order_id: { kind: 'id' },
    order_invoice_id: { kind: 'text', search: true },
    project_id: { kind: 'id' },
    project_name: { kind: 'text', search: true },
    is_return: { kind: 'bool' },
    note: { kind: 'text', search: true },
    value: { kind: 'number' },
    created_by_name: { kind: 'text' },
    created_at: { kind: 'datetime' },
  },
  dateColumn: 'date',
  footer: ['value'],
};

/**
 * Planned against issued per bill-of-quantities line: planned quantity and cost, approved (orders approved
 * or closed), issued net of returns and its cost at the lots' cost, what is left and the cost variance.
 * Projects of the user's branches only.
 */
const lines = (auth: Parameters<typeof connectedBranchesSql>[0]) => sql`(select b.id, b.project_id,
    p.name as project_name, b.building_id, coalesce(bl.name, '') as building_name, b.code, b.name,
    b.item_id, i.name as item_name, b.planned_quantity, b.planned_cost,
    coalesce(o.approved, 0) as approved_quantity, coalesce(x.issued, 0) as issued_quantity,
    coalesce(x.cost, 0) as issued_cost,
    b.planned_quantity - coalesce(x.issued, 0) as remaining_quantity,
    b.planned_cost - coalesce(x.cost, 0) as cost_variance
  from construction_boq_lines b
  join construction_projects p on p.tenant_id = b.tenant_id and p.id = b.project_id
  join items i on i.tenant_id = b.tenant_id and i.id = b.item_id
  left join buildings bl on bl.tenant_id = b.tenant_id and bl.id = b.building_id
  left join lateral (select sum(ol.quantity) as approved from construction_stock_out_order_lines ol
    join construction_stock_out_orders oo on oo.tenant_id = ol.tenant_id and oo.id = ol.order_id
    where ol.tenant_id = b.tenant_id and ol.boq_line_id = b.id and oo.status in (2, 4)) o on true
  left join lateral (select sum(case when s.is_return then -l.quantity else l.quantity end) as issued,
      sum(case when s.is_return then -1 else 1 end * l.quantity * l.unit_cost) as cost
    from construction_stock_out_lines l
    join construction_stock_outs s on s.tenant_id = l.tenant_id and s.id = l.stock_out_id
    where l.tenant_id = b.tenant_id and l.boq_line_id = b.id) x on true
  where ${connectedBranchesSql(auth, 'p.inventory_id')})`;

const sums = {
  planned_quantity: { kind: 'number' },
  planned_cost: { kind: 'number' },
  approved_quantity: { kind: 'number' },
  issued_quantity: { kind: 'number' },
  issued_cost: { kind: 'number' },
  remaining_quantity: { kind: 'number' },
  cost_variance: { kind: 'number' },
} as const;
const footer = Object.keys(sums);

export const quantificationLines: TableSpec = {
  source: (_tx, _q, ctx) => lines(ctx.auth),
  columns: {
    id: { kind: 'id' },
    project_id: { kind: 'id' },
    project_name: { kind: 'text', search: true },
    building_id: { kind: 'id' },
    building_name: { kind: 'text', search: true },
    code: { kind: 'text', search: true },
    name: { kind: 'text', search: true },
    item_id: { kind: 'id' },
    item_name: { kind: 'text', search: true },
    ...sums,
  },
  footer,
  defaultSort: 'project_name',
};

const grouped = (by: 'building' | 'project') => {
  const keys =
    by === 'building'
      ? sql`project_id, project_name, building_id, building_name`
      : sql`project_id, project_name`;
  return (auth: Parameters<typeof connectedBranchesSql>[0]) => sql`(select
      ${by === 'building' ? sql`project_id::text || '-' || coalesce(building_id::text, '0')` : sql`project_id`} as id,
      ${keys}, count(*)::int as lines_count,
      sum(planned_quantity) as planned_quantity, sum(planned_cost) as planned_cost,
      sum(approved_quantity) as approved_quantity, sum(issued_quantity) as issued_quantity,
      sum(issued_cost) as issued_cost, sum(remaining_quantity) as remaining_quantity,
      sum(cost_variance) as cost_variance
    from ${lines(auth)} q group by ${keys})`;
};

const byBuilding = grouped('building');
export const quantificationBuildings: TableSpec = {
  source: (_tx, _q, ctx) => byBuilding(ctx.auth),
  columns: {
    id: { kind: 'text', filter: false },
    project_id: { kind: 'id' },
    project_name: { kind: 'text', search: true },
    building_id: { kind: 'id' },
    building_name: { kind: 'text', search: true },
    lines_count: { kind: 'number' },
    ...sums,
  },
  footer,
  defaultSort: 'project_name',
};

const byProject = grouped('project');
export const quantificationProjects: TableSpec = {
  source: (_tx, _q, ctx) => byProject(ctx.auth),
  columns: {
    id: { kind: 'id' },
    project_id: { kind: 'id' },
    project_name: { kind: 'text', search: true },
    lines_count: { kind: 'number' },
    ...sums,
  },
  footer,
  defaultSort: 'project_name',
};
