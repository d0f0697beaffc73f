import { DASHBOARD_SECTIONS, type DashboardData, type DashboardSection } from '@bb/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/context.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { forbidden } from '../../platform/errors.js';
import { tenantClock } from '../../platform/scheduler.js';
import {
  cashBalances,
  cashToHandIn,
  expiringCount,
  lowStockCount,
  overdueInstalments,
  payableBalance,
  purchaseOrdersToApprove,
  receivableBalance,
  stockOutOrdersToApprove,
  transfersToApprove,
} from './money.js';
import {
  profitFigures,
  type SalesScope,
  salesChart,
  salesFigures,
  type TopScope,
  topProducts,
} from './sales.js';

/**
 * Which rows rank the user's top products when no branch is chosen: the company's (0) for a user connected
 * to every branch, the one branch's for a user of one branch, else their branches'.
 */
async function scopeOfTop(tx: TenantTx, auth: AuthContext): Promise<TopScope> {
  if (auth.isSuperuser) return { rows: '0' };
  const r = await sql<{ mine: string[]; missing: boolean }>`select
    array(select inventory_id::text from user_inventories where user_id = ${auth.userId}) as mine,
    exists (select 1 from inventories i
      where i.id not in (select inventory_id from user_inventories where user_id = ${auth.userId})) as missing`.execute(
    tx,
  );
  const { mine, missing } = r.rows[0]!;
  if (!missing) return { rows: '0' };
  return mine.length === 1 ? { rows: mine[0]! } : { branches: mine };
}

const may = (auth: AuthContext, section: DashboardSection) =>
  auth.isSuperuser || DASHBOARD_SECTIONS[section].some((a) => auth.abilities.has(a));

/**
 * The dashboard's figures for one user (issue 21): each section only when an ability allows it (a section
 * not allowed is not even read), each over the user's branches or the one asked for, which must be one of
 * them (403 otherwise).
 */
export async function dashboardData(
  tx: TenantTx,
  auth: AuthContext,
  inventoryId: string | null,
  now = new Date(),
): Promise<DashboardData> {
  if (inventoryId && !auth.isSuperuser) {
    const mine = await tx
      .selectFrom('user_inventories')
      .select('inventory_id')
      .where('user_id', '=', auth.userId)
      .where('inventory_id', '=', inventoryId)
      .executeTakeFirst();
    if (!mine) throw forbidden();
  }
  /** `column` is one of the branches the figures are about. */
  const branches = (column: RawBuilder<unknown>): RawBuilder<unknown> => {
    if (inventoryId) return sql`${column} = ${inventoryId}`;
    if (auth.isSuperuser) return sql`true`;
    return sql`${column} in (select inventory_id from user_inventories where user_id = ${auth.userId})`;
  };
  const { today } = tenantClock(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const salesScope: DashboardData['sales_scope'] = may(auth, 'sales')
    ? 'branches'
    : may(auth, 'mySales')
      ? 'mine'
      : null;
  // the summary's grain: the user's own rows, or the branch's (user 0)
  const where = sql`${branches(sql`d.inventory_id`)} and d.user_id = ${salesScope === 'mine' ? auth.userId : '0'}`;
  const s: SalesScope = { where, today, monthStart };
  const period = async <T>(fn: (tx: TenantTx, s: SalesScope, from: string) => Promise<T>) => ({
    today: await fn(tx, s, today),
    month: await fn(tx, s, monthStart),
  });
  const when = <T>(ok: boolean, fn: () => Promise<T>): Promise<T | null> =>
    ok ? fn() : Promise.resolve(null);
  // one transaction, one connection: the queries run one after the other
  const sales = await when(salesScope !== null, () => period(salesFigures));
  const profit = await when(may(auth, 'profit'), () => period(profitFigures));
  const chart = await when(salesScope !== null, () => salesChart(tx, s));
  const top = await when(may(auth, 'topProducts'), async () =>
    topProducts(tx, s, inventoryId ? { rows: inventoryId } : await scopeOfTop(tx, auth)),
  );
  const cash = await when(may(auth, 'cash'), () =>
    cashBalances(
      tx,
      sql`b.status = 1 and (${branches(sql`b.inventory_id`)}${inventoryId ? sql`` : sql` or b.for_user_id = ${auth.userId}`})`,
    ),
  );
  const rates = await sql<{ from: string; to: string; rate: string; type: number; valid_from: string }>`
    select distinct on (currency_code_from, currency_code_to, type) currency_code_from as "from",
      currency_code_to as "to", exchange_rate::text as rate, type, (valid_from at time zone 'UTC')::date::text as valid_from
    from exchange_rates order by currency_code_from, currency_code_to, type, valid_from desc, id desc`.execute(
    tx,
  );
  return {
    today,
    month_start: monthStart,
    inventory_id: inventoryId,
    rates: rates.rows,
    sales_scope: salesScope,
    sales,
    profit,
    chart,
    top_products: top,
    cash,
    receivables: await when(may(auth, 'receivables'), () => receivableBalance(tx, today)),
    payables: await when(may(auth, 'payables'), () => payableBalance(tx)),
    actions: {
      transfers_to_approve: await when(may(auth, 'transfersToApprove'), () =>
        transfersToApprove(tx, branches, false),
      ),
      transfer_returns_to_approve: await when(may(auth, 'transferReturnsToApprove'), () =>
        transfersToApprove(tx, branches, true),
      ),
      purchase_orders_to_approve: await when(may(auth, 'purchaseOrdersToApprove'), () =>
        purchaseOrdersToApprove(tx, branches),
      ),
      low_stock: await when(may(auth, 'lowStock'), () => lowStockCount(tx, branches)),
      expiring: await when(may(auth, 'expiring'), () => expiringCount(tx, branches, today)),
      overdue_instalments: await when(may(auth, 'overdueInstalments'), () =>
        overdueInstalments(tx, branches, today),
      ),
      stock_out_orders_to_approve: await when(may(auth, 'stockOutOrdersToApprove'), () =>
        stockOutOrdersToApprove(tx, branches),
      ),
      cash_to_hand_in: await when(may(auth, 'cashToHandIn'), () =>
        cashToHandIn(
          tx,
          branches,
          auth.isSuperuser || auth.abilities.has('money_collection_edit') ? null : auth.userId,
        ),
      ),
    },
  };
}
