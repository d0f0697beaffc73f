import {
  MAX_LISTED_PROBLEMS,
  type StocktakeCalculation,
  type StocktakeProblem,
  sub,
  toAmount,
  toText,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { notFound } from '../../platform/errors.js';
import { assertConnected } from '../documents/branch-scope.js';
import { tenantSettings } from '../settings/queries.js';

interface Totals {
  counted_lines: number;
  uncounted_lines: number;
  lines_with_difference: number;
  gain_quantity: string;
  loss_quantity: string;
  gain: string;
  loss: string;
}

/**
 * The income and expense of a count, in one pass over the snapshot: each counted lot's difference
 * (counted minus the system quantity when it was counted) valued at the lot's snapshot cost; gains and
 * losses summed apart. Then every problem at once (up to MAX_LISTED_PROBLEMS named, all counted): lots
 * flagged for a recount that was not done, and lots the difference would take below zero now (unless
 * the tenant allows negative stock).
 */
export async function calculate(
  tx: TenantTx,
  auth: AuthContext,
  processId: string,
): Promise<StocktakeCalculation & { inventory_id: string }> {
  const process = (
    await sql<{ inventory_id: string; snapshot_id: string }>`
    select pr.inventory_id, s.id as snapshot_id from inventory_processes pr
    join inventory_snapshots s on s.tenant_id = pr.tenant_id and s.process_id = pr.id
    where pr.id = ${processId}`.execute(tx)
  ).rows[0];
  if (!process) throw notFound();
  await assertConnected(tx, auth, process.inventory_id);
  const t = (
    await sql<Totals>`
    select count(c.product_id)::int as counted_lines, (count(*) - count(c.product_id))::int as uncounted_lines,
      count(*) filter (where c.counted <> c.expected)::int as lines_with_difference,
      coalesce(sum(greatest(c.counted - c.expected, 0)), 0)::text as gain_quantity,
      coalesce(sum(greatest(c.expected - c.counted, 0)), 0)::text as loss_quantity,
      coalesce(sum(greatest(c.counted - c.expected, 0) * s.base_cost), 0)::text as gain,
      coalesce(sum(greatest(c.expected - c.counted, 0) * s.base_cost), 0)::text as loss
    from inventory_snapshot_lines s
    left join lateral (select k.product_id, k.counted, k.expected from inventory_counts k
      where k.process_id = ${processId} and k.product_id = s.product_id offset 0) c on true
    where s.snapshot_id = ${process.snapshot_id}`.execute(tx)
  ).rows[0]!;
  const { problems, total } = await findProblems(tx, processId);
  const gain = toAmount(t.gain);
  const loss = toAmount(t.loss);
  return {
    process_id: processId,
    snapshot_id: process.snapshot_id,
    inventory_id: process.inventory_id,
    ...t,
    gain_quantity: toText(t.gain_quantity),
    loss_quantity: toText(t.loss_quantity),
    gain,
    loss,
    net: toAmount(sub(gain, loss)),
    problems,
    problems_total: total,
  };
}

/** The lots that stop the application, named (first MAX_LISTED_PROBLEMS by item name) and counted. */
export async function findProblems(
  tx: TenantTx,
  processId: string,
): Promise<{ problems: StocktakeProblem[]; total: number }> {
  const { allowNegativeStock } = await tenantSettings(tx);
  const where = sql`c.process_id = ${processId} and ((c.flagged and not c.recounted)
    or (not ${allowNegativeStock === true} and p.quantity + c.counted - c.expected < 0))`;
  const rows = await sql<StocktakeProblem & { total: number }>`
    select c.product_id, i.name, p.batch_number,
      case when c.flagged and not c.recounted then 'recount' else 'negative' end as kind,
      c.counted::text, c.expected::text, p.quantity::text as current, count(*) over ()::int as total
    from inventory_counts c
    join products p on p.tenant_id = c.tenant_id and p.id = c.product_id
    join items i on i.tenant_id = p.tenant_id and i.id = p.item_id
    where ${where}
    order by i.name, c.product_id limit ${MAX_LISTED_PROBLEMS}`.execute(tx);
  return {
    problems: rows.rows.map(({ total: _, ...r }) => ({
      ...r,
      counted: toText(r.counted),
      expected: toText(r.expected),
      current: toText(r.current),
    })),
    total: rows.rows[0]?.total ?? 0,
  };
}
