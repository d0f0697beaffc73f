import type {
  assetClearanceEndpoints,
  assetEndpoints,
  depreciationFailuresEndpoint,
  EndpointResult,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { notFound } from '../../platform/errors.js';
import type { TableContext, TableSpec } from '../../platform/table/spec.js';
import { assertConnected } from '../documents/branch-scope.js';
import { ASSET_COLUMNS, type AssetRow, scheduleOf } from './asset-depreciation.js';

function scope(ctx: TableContext, alias: string) {
  if (ctx.auth.isSuperuser) return sql``;
  return sql`where ${sql.ref(`${alias}.inventory_id`)} in
    (select inventory_id from user_inventories where user_id = ${ctx.auth.userId})`;
}

const CLEARED = sql`exists (select 1 from asset_clearances c where c.tenant_id = a.tenant_id and c.asset_id = a.id)`;

/** `/accounting/asset/assets`: each asset with its cost, depreciation posted, book value and state. */
export const assetsTable: TableSpec = {
  source: (
    _tx,
    _q,
    ctx,
  ) => sql`(select a.id, a.invoice_id, a.date, a.name, a.inventory_id, i.name as inventory_name,
      a.asset_category_id, k.name as asset_category_name, a.cost, a.salvage_value, a.currency_code,
      a.useful_life_months, a.depreciation_rate, a.method,
      coalesce((select sum(d.amount) from asset_depreciations d where d.tenant_id = a.tenant_id and d.asset_id = a.id), 0)
        as depreciated,
      a.cost - coalesce((select sum(d.amount) from asset_depreciations d
        where d.tenant_id = a.tenant_id and d.asset_id = a.id), 0) as book_value,
      case when ${CLEARED} then 1 else 0 end as cleared, a.depreciation_error, a.created_at
    from assets a
    join inventories i on i.tenant_id = a.tenant_id and i.id = a.inventory_id
    join asset_categories k on k.tenant_id = a.tenant_id and k.id = a.asset_category_id
    ${scope(ctx, 'a')})`,
  columns: {
    id: { kind: 'id' },
    invoice_id: { kind: 'text', search: true },
    date: { kind: 'date' },
    name: { kind: 'text', search: true },
    inventory_id: { kind: 'id' },
    inventory_name: { kind: 'text' },
    asset_category_id: { kind: 'id' },
    asset_category_name: { kind: 'text', search: true },
    cost: { kind: 'number' },
    salvage_value: { kind: 'number' },
    currency_code: { kind: 'text' },
    useful_life_months: { kind: 'number' },
    depreciation_rate: { kind: 'number' },
    method: { kind: 'text' },
    depreciated: { kind: 'number' },
    book_value: { kind: 'number' },
    cleared: { kind: 'number' },
    depreciation_error: { kind: 'text' },
    created_at: { kind: 'datetime' },
  },
  dateColumn: 'date',
  currencyColumn: 'currency_code',
  footer: ['cost', 'depreciated', 'book_value'],
};

/** GET accounting/asset/assets/{id}: the asset with its depreciation schedule (posted months marked). */
export async function getAsset(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
): Promise<EndpointResult<typeof assetEndpoints.get>> {
  const row = (
    await sql<AssetRow & Record<string, unknown>>`select ${ASSET_COLUMNS}, a.invoice_id, a.asset_category_id,
      k.name as asset_category_name, a.cash_box_id,
      a.note, ${CLEARED} as cleared, a.depreciation_error, a.created_at, a.updated_at
    from assets a join asset_categories k on k.tenant_id = a.tenant_id and k.id = a.asset_category_id
    where a.id = ${id}`.execute(tx)
  ).rows[0];
  if (!row) throw notFound();
  await assertConnected(tx, auth, row.inventory_id);
  return { ...row, schedule: await scheduleOf(tx, row) } as never;
}

/** `/accounting/asset-clearance`: sales and disposals with the depreciation to the day and the gain or loss. */
export const assetClearancesTable: TableSpec = {
  source: (
    _tx,
    _q,
    ctx,
  ) => sql`(select c.id, c.invoice_id, c.date, c.asset_id, a.name as asset_name, c.inventory_id,
      i.name as inventory_name, a.cost, c.accumulated, c.depreciation_to_date, c.sale_amount, c.gain_loss,
      a.currency_code, b.name as cash_box_name, c.note, c.created_at
    from asset_clearances c
    join assets a on a.tenant_id = c.tenant_id and a.id = c.asset_id
    join inventories i on i.tenant_id = c.tenant_id and i.id = c.inventory_id
    left join cash_boxes b on b.tenant_id = c.tenant_id and b.id = c.cash_box_id
    ${scope(ctx, 'c')})`,
  columns: {
    id: { kind: 'id' },
    invoice_id: { kind: 'text', search: true },
    date: { kind: 'date' },
    asset_id: { kind: 'id' },
    asset_name: { kind: 'text', search: true },
    inventory_id: { kind: 'id' },
    inventory_name: { kind: 'text' },
    cost: { kind: 'number' },
    accumulated: { kind: 'number' },
    depreciation_to_date: { kind: 'number' },
    sale_amount: { kind: 'number' },
    gain_loss: { kind: 'number' },
    currency_code: { kind: 'text' },
    cash_box_name: { kind: 'text' },
    note: { kind: 'text', search: true },
    created_at: { kind: 'datetime' },
  },
  dateColumn: 'date',
  currencyColumn: 'currency_code',
  footer: ['sale_amount', 'gain_loss'],
};

/** GET accounting/asset-clearance/{id}. */
export async function getAssetClearance(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
): Promise<EndpointResult<typeof assetClearanceEndpoints.get>> {
  const row = (
    await sql<EndpointResult<typeof assetClearanceEndpoints.get>>`select c.id, c.invoice_id, c.inventory_id,
      c.asset_id, a.name as asset_name, c.date::text as date, c.sale_amount, c.cash_box_id, a.currency_code,
      a.cost, c.accumulated, c.depreciation_to_date, c.gain_loss, c.note, c.created_at
    from asset_clearances c join assets a on a.tenant_id = c.tenant_id and a.id = c.asset_id
    where c.id = ${id}`.execute(tx)
  ).rows[0];
  if (!row) throw notFound();
  await assertConnected(tx, auth, row.inventory_id);
  return row;
}

/** The assets of the user's branches whose last depreciation failed, still not cleared. */
export async function depreciationFailures(
  tx: TenantTx,
  auth: AuthContext,
): Promise<EndpointResult<typeof depreciationFailuresEndpoint>> {
  const r = await sql<EndpointResult<typeof depreciationFailuresEndpoint>[number]>`select a.id, a.invoice_id,
      a.name, a.depreciation_error as error
    from assets a where a.depreciation_error is not null and not ${CLEARED}
      and (${auth.isSuperuser} or a.inventory_id in
        (select inventory_id from user_inventories where user_id = ${auth.userId}))
    order by a.id`.execute(tx);
  return r.rows;
}
