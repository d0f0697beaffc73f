import { type CountInput, type countInput, dec, MESSAGES, toText } from '@bb/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { invalid, notFound } from '../../platform/errors.js';
import { lockCounting, refreshStatistics } from './process.js';

type Counts = z.output<typeof countInput>;

/**
 * Whether a count asks for a recount: the difference from the system quantity at count time is above
 * `threshold` percent of it (any difference when the system holds none). Null threshold: never.
 */
const flagSql = (threshold: string | null, counted: string, expected: string) =>
  threshold === null
    ? sql`false`
    : sql`abs(${sql.raw(counted)} - ${sql.raw(expected)}) > ${threshold}::numeric / 100 * abs(${sql.raw(expected)})`;

/**
 * Saves typed counts of lots in one statement: each replaces the lot's count and records the lot's system
 * quantity now (the snapshot plus every movement since), so the difference stays right however much was
 * sold before the lot was counted. Counting a flagged lot again is its recount. Lots outside the snapshot
 * are refused all at once, each by its line.
 */
export async function saveCounts(tx: TenantTx, auth: AuthContext, processId: string, input: CountInput) {
  const { lines } = input as Counts;
  const ids = lines.map((l) => l.product_id);
  if (new Set(ids).size !== ids.length) throw invalid({ lines: [MESSAGES.lotTwice] });
  const process = await lockCounting(tx, auth, processId);
  const outside = await sql<{ n: number }>`
    select x.n::int from unnest(${ids}::bigint[]) with ordinality as x(product_id, n)
    where not exists (select 1 from inventory_snapshot_lines s
      where s.snapshot_id = ${process.snapshot_id} and s.product_id = x.product_id offset 0)
    order by x.n`.execute(tx);
  if (outside.rows.length > 0)
    throw invalid(
      Object.fromEntries(
        outside.rows.map((r) => [`lines.${r.n - 1}.product_id`, ['The lot is not in this stocktake.']]),
      ),
    );
  const flag = flagSql(process.recount_threshold, 'x.counted', 'p.quantity');
  const saved = await sql<{ flagged: boolean }>`
    insert into inventory_counts (tenant_id, process_id, product_id, counted, expected, flagged, counted_by)
    select ${tx.tenantId}, ${processId}, x.product_id, x.counted, p.quantity, ${flag}, ${auth.userId}
    from unnest(${ids}::bigint[], ${lines.map((l) => l.counted)}::numeric[]) as x(product_id, counted)
    join products p on p.id = x.product_id
    on conflict (tenant_id, process_id, product_id) do update set counted = excluded.counted,
      expected = excluded.expected, flagged = excluded.flagged,
      recounted = inventory_counts.recounted or inventory_counts.flagged,
      entries = inventory_counts.entries + 1, counted_by = excluded.counted_by, counted_at = now()
    returning flagged`.execute(tx);
  if (saved.rows.length >= 100) await refreshStatistics(tx, 'inventory_counts');
  return { saved: saved.rows.length, flagged: saved.rows.filter((r) => r.flagged).length };
}

/**
 * A barcode scan adds `quantity` to the count of the item's lot in the snapshot: the oldest lot the system
 * holds stock in, or the oldest lot when none holds any (a scan cannot tell batches apart; a lot is chosen
 * by typing its count). Several counters scanning the same shelves add up.
 */
export async function scan(
  tx: TenantTx,
  auth: AuthContext,
  processId: string,
  input: { barcode: string; quantity: string },
) {
  const process = await lockCounting(tx, auth, processId);
  const lot = (
    await sql<{ product_id: string; name: string; batch_number: string; quantity: string }>`
    select s.product_id, i.name, p.batch_number, p.quantity::text from inventory_snapshot_lines s
    join items i on i.tenant_id = s.tenant_id and i.id = s.item_id
    join products p on p.tenant_id = s.tenant_id and p.id = s.product_id
    where s.snapshot_id = ${process.snapshot_id} and (i.barcode = ${input.barcode} or i.old_barcode = ${input.barcode})
    order by (s.quantity > 0) desc, s.product_id limit 1`.execute(tx)
  ).rows[0];
  if (!lot) throw notFound(MESSAGES.notFound);
  const threshold = process.recount_threshold;
  const row = (
    await sql<{ counted: string; flagged: boolean }>`
    insert into inventory_counts as c (tenant_id, process_id, product_id, counted, expected, flagged, counted_by)
    select ${tx.tenantId}, ${processId}, x.product_id, x.counted, x.expected,
      ${flagSql(threshold, 'x.counted', 'x.expected')}, ${auth.userId}
    from (select ${lot.product_id}::bigint as product_id, ${input.quantity}::numeric as counted,
      ${lot.quantity}::numeric as expected) x
    on conflict (tenant_id, process_id, product_id) do update set counted = c.counted + excluded.counted,
      expected = excluded.expected, entries = c.entries + 1, counted_by = excluded.counted_by,
      counted_at = now(), flagged = ${flagSql(threshold, '(c.counted + excluded.counted)', 'excluded.expected')}
    returning c.counted::text, c.flagged`.execute(tx)
  ).rows[0]!;
  return {
    product_id: lot.product_id,
    name: lot.name,
    batch_number: lot.batch_number,
    counted: toText(dec(row.counted)),
    flagged: row.flagged,
  };
}
