import {
  DASHBOARD_EXPIRY_DAYS,
  MONEY_COLLECTION_STATUS,
  ORDER_STATUS,
  PURCHASE_ORDER_STATUS,
  TRANSFER_STATUS,
} from '@bb/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { lowQuantityRows } from '../stock-reports/common.js';

/** The dashboard's money and stock figures (issue 21): cash per box, open balances, and what waits. */

/**
 * Each cash box of `boxes` with its balance per currency: the sum of the box's journal lines, kept with each
 * posting in `cash_box_balances` (migration 0065; no line: zero).
 */
export async function cashBalances(tx: TenantTx, boxes: RawBuilder<unknown>) {
  return (
    await sql<{
      cash_box_id: string;
      name: string;
      code: string;
      inventory_name: string | null;
      currency_code: string;
      balance: string;
    }>`select b.id as cash_box_id, b.name, b.code, i.name as inventory_name,
      coalesce(l.currency_code, b.currency_code) as currency_code, coalesce(l.balance, '0') as balance
    from cash_boxes b
    left join inventories i on i.tenant_id = b.tenant_id and i.id = b.inventory_id
    left join lateral (select c.currency_code, sum(c.amount)::numeric(24,6)::text as balance from cash_box_balances c
      where c.tenant_id = b.tenant_id and c.cash_box_id = b.id group by c.currency_code) l on true
    where ${boxes}
    order by i.name nulls last, b.name, b.id, 5`.execute(tx)
  ).rows;
}

/** What we owe suppliers per currency: the payable control account's balance from the per-day sums (`journal_daily`). */
export async function payableBalance(tx: TenantTx) {
  return (
    await sql<{
      currency_code: string;
      balance: string;
    }>`select d.currency_code, (-sum(d.amount))::text as balance
    from journal_daily d join accounts a on a.tenant_id = d.tenant_id and a.id = d.account_id
    where a.system_key = 'payable'
    group by d.currency_code having sum(d.amount) <> 0 order by d.currency_code`.execute(tx)
  ).rows;
}

/**
 * What customers owe us per currency (the receivable account's balance from `journal_daily`) and the part
 * overdue on `today`: residence instalments due before today less what receipts allocated to them (an
 * allocation never exceeds its instalment, so the two sums subtract exactly). Debts from sales have no due
 * date, so they are never overdue. Both over the whole company, as the balance is.
 */
export async function receivableBalance(tx: TenantTx, today: string) {
  return (
    await sql<{ currency_code: string; balance: string; overdue: string }>`
    with b as (select d.currency_code, sum(d.amount) as balance
        from journal_daily d join accounts a on a.tenant_id = d.tenant_id and a.id = d.account_id
        where a.system_key = 'receivable' group by d.currency_code),
      o as (select s.currency_code, sum(i.amount) - coalesce(sum(p.paid), 0) as overdue
        from residence_sale_instalments i
        join residence_sales s on s.tenant_id = i.tenant_id and s.id = i.residence_sale_id
        left join lateral (select sum(a.amount) as paid from residence_receipt_allocations a
          where a.tenant_id = i.tenant_id and a.instalment_id = i.id) p on true
        where i.due_date < ${today}::date group by s.currency_code)
    select coalesce(b.currency_code, o.currency_code) as currency_code,
      coalesce(b.balance, 0)::numeric(24,6)::text as balance, coalesce(o.overdue, 0)::numeric(24,6)::text as overdue
    from b full join o on o.currency_code = b.currency_code
    where coalesce(b.balance, 0) <> 0 or coalesce(o.overdue, 0) <> 0
    order by 1`.execute(tx)
  ).rows;
}

const count = async (tx: TenantTx, q: RawBuilder<{ n: number }>) => (await q.execute(tx)).rows[0]?.n ?? 0;

/**
 * Pending transfers (or transfer returns: each has its own list) that leave or reach one of `branches`
 * (`sql\`true\`` for all).
 */
export const transfersToApprove = (
  tx: TenantTx,
  branches: (c: RawBuilder<unknown>) => RawBuilder<unknown>,
  isReturn: boolean,
) =>
  count(
    tx,
    sql<{ n: number }>`select count(*)::int as n from item_transfers t
      where t.status = ${TRANSFER_STATUS.pending} and t.is_return = ${isReturn}
        and (${branches(sql`t.to_inventory_id`)} or ${branches(sql`t.from_inventory_id`)})`,
  );

/** Purchase orders of `branches` still waiting for approval. */
export const purchaseOrdersToApprove = (
  tx: TenantTx,
  branches: (c: RawBuilder<unknown>) => RawBuilder<unknown>,
) =>
  count(
    tx,
    sql<{ n: number }>`select count(*)::int as n from purchase_orders o
      where o.status = ${PURCHASE_ORDER_STATUS.pending} and ${branches(sql`o.inventory_id`)}`,
  );

/** Construction stock-out orders of `branches` still waiting for approval (approval reserves their stock). */
export const stockOutOrdersToApprove = (
  tx: TenantTx,
  branches: (c: RawBuilder<unknown>) => RawBuilder<unknown>,
) =>
  count(
    tx,
    sql<{ n: number }>`select count(*)::int as n from construction_stock_out_orders o
      where o.status = ${ORDER_STATUS.pending} and ${branches(sql`o.inventory_id`)}`,
  );

/** Item and branch pairs under their minimum: the low-quantity report's rows. */
export const lowStockCount = (tx: TenantTx, branches: (c: RawBuilder<unknown>) => RawBuilder<unknown>) =>
  count(
    tx,
    sql<{ n: number }>`select count(*)::int as n from ${lowQuantityRows(branches(sql`s.inventory_id`))} l`,
  );

/** Lots on hand that have expired or expire within DASHBOARD_EXPIRY_DAYS (the expiry report's default). */
export const expiringCount = (
  tx: TenantTx,
  branches: (c: RawBuilder<unknown>) => RawBuilder<unknown>,
  today: string,
) =>
  count(
    tx,
    sql<{ n: number }>`select count(*)::int as n from products p
      where p.quantity > 0 and p.expire_date is not null
        and p.expire_date <= ${today}::date + ${DASHBOARD_EXPIRY_DAYS}::int and ${branches(sql`p.inventory_id`)}`,
  );

/** Residence instalments of `branches` due before `today` with something left to pay. */
export const overdueInstalments = (
  tx: TenantTx,
  branches: (c: RawBuilder<unknown>) => RawBuilder<unknown>,
  today: string,
) =>
  count(
    tx,
    sql<{ n: number }>`select count(*)::int as n from residence_sale_instalments i
      join residence_sales s on s.tenant_id = i.tenant_id and s.id = i.residence_sale_id
      where i.due_date < ${today}::date and ${branches(sql`s.inventory_id`)}
        and i.amount > coalesce((select sum(a.amount) from residence_receipt_allocations a
          where a.tenant_id = i.tenant_id and a.instalment_id = i.id), 0)`,
  );

/**
 * Money collections of `branches` not yet received at the office: all of them for the accountant
 * (money_collection_edit), a collector's own otherwise (the collection lists' own rule).
 */
export const cashToHandIn = (
  tx: TenantTx,
  branches: (c: RawBuilder<unknown>) => RawBuilder<unknown>,
  collectorId: string | null,
) =>
  count(
    tx,
    sql<{ n: number }>`select count(*)::int as n from money_collections m
      where m.status = ${MONEY_COLLECTION_STATUS.pending} and ${branches(sql`m.inventory_id`)}
        ${collectorId ? sql`and m.collector_id = ${collectorId}` : sql``}`,
  );
