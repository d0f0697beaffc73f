import { type DepreciationMethod, depreciationSchedule, type ScheduleRow } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { describeError, type TaskContext, type TaskResult } from '../../platform/scheduler.js';
import { baseCurrency, baseValue, rateInfo } from '../cash/rates.js';
import { post } from '../ledger/post.js';

export interface AssetRow {
  id: string;
  name: string;
  inventory_id: string;
  date: string;
  cost: string;
  salvage_value: string;
  currency_code: string;
  exchange_rate: string;
  useful_life_months: number;
  method: DepreciationMethod;
  depreciation_rate: string;
  /** The decimals of the asset's currency: its depreciation is posted in whole units of them. */
  decimals: number;
}

export const ASSET_COLUMNS = sql`a.id, a.name, a.inventory_id, a.date::text as date, a.cost::text as cost,
  a.salvage_value::text as salvage_value, a.currency_code, a.exchange_rate::text as exchange_rate,
  a.useful_life_months, a.method, a.depreciation_rate::text as depreciation_rate,
  coalesce((select cu.decimals from currencies cu where cu.tenant_id = a.tenant_id
    and cu.code = a.currency_code), 2)::int as decimals`;

/** The asset's schedule with each month marked posted or not. */
export async function scheduleOf(tx: TenantTx, a: AssetRow): Promise<ScheduleRow[]> {
  const posted = await sql<{ period: string; amount: string }>`select period::text as period,
      amount::text as amount from asset_depreciations where asset_id = ${a.id}`.execute(tx);
  const done = new Map(posted.rows.map((r) => [r.period, r.amount]));
  return depreciationSchedule({
    cost: a.cost,
    salvage: a.salvage_value,
    months: a.useful_life_months,
    start: a.date,
    method: a.method,
    rate: a.depreciation_rate,
    decimals: a.decimals,
    posted: done,
  }).map((r) => ({ ...r, posted: done.has(r.period) }));
}

/** The journal lines' money of an amount of the asset's currency, at its purchase rate. */
export async function assetMoney(tx: TenantTx, a: AssetRow) {
  const rate = await rateInfo(tx, a.currency_code, a.exchange_rate, await baseCurrency(tx));
  return (amount: string) => ({
    amount,
    currency: a.currency_code,
    rate: rate.rate,
    base: baseValue(amount, rate),
  });
}

/** Posts one asset's months that ended by `asOf` and are not posted yet; answers how many. */
async function depreciateAsset(tx: TenantTx, a: AssetRow, asOf: string): Promise<number> {
  const money = await assetMoney(tx, a);
  const due = (await scheduleOf(tx, a)).filter((r) => !r.posted && r.period <= asOf);
  for (const row of due) {
    const entry = await post(tx, {
      date: row.period,
      documentType: 'asset_depreciation',
      documentId: a.id,
      inventoryId: a.inventory_id,
      description: a.name,
      lines: [
        { account: 'depreciation', side: 'debit', dim: { type: 'asset', id: a.id }, ...money(row.amount) },
        {
          account: 'accumulated_depreciation',
          side: 'credit',
          dim: { type: 'asset', id: a.id },
          ...money(row.amount),
        },
      ],
    });
    await sql`insert into asset_depreciations (tenant_id, asset_id, period, amount, journal_entry_id)
      values (${tx.tenantId}, ${a.id}, ${row.period}::date, ${row.amount}, ${entry})`.execute(tx);
  }
  return due.length;
}

/**
 * Depreciation of every asset not cleared, for the months ended by `asOf`. Each asset runs in a savepoint:
 * one that fails (a closed period, a missing account) is rolled back alone, its error kept on the asset for
 * the accountant to see, and the others go on; a later success clears the error.
 */
export async function runDepreciation(tx: TenantTx, asOf: string) {
  const assets = await sql<AssetRow>`select ${ASSET_COLUMNS} from assets a
    where not exists (select 1 from asset_clearances c where c.tenant_id = a.tenant_id and c.asset_id = a.id)
    order by a.id`.execute(tx);
  let posted = 0;
  const failures: { asset_id: string; name: string; error: string }[] = [];
  for (const a of assets.rows) {
    await sql`savepoint asset_depreciation`.execute(tx);
    try {
      posted += await depreciateAsset(tx, a, asOf);
      await sql`release savepoint asset_depreciation`.execute(tx);
      await sql`update assets set depreciation_error = null where id = ${a.id} and depreciation_error is not null`.execute(
        tx,
      );
    } catch (error) {
      await sql`rollback to savepoint asset_depreciation`.execute(tx);
      const message = describeError(error);
      failures.push({ asset_id: a.id, name: a.name, error: message });
      await sql`update assets set depreciation_error = ${message} where id = ${a.id}`.execute(tx);
    }
  }
  return { posted, failures };
}

/** The automated task `asset_depreciation`: runs daily, posting the months that have ended. */
export async function depreciationTask(tx: TenantTx, { today }: TaskContext): Promise<TaskResult> {
  const { posted, failures } = await runDepreciation(tx, today);
  return { outcome: failures.length > 0 ? 'partial' : 'ok', detail: { posted, failures } };
}
