import {
  type EndpointResult,
  ITEM_TYPES,
  MESSAGES,
  PROCESS_STATUS,
  type StartProcessInput,
  type startProcessInput,
  type stocktakeEndpoints,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import { assertConnected, connectedBranchesSql } from '../documents/branch-scope.js';
import { supersededSql } from './superseded.js';

type Start = z.output<typeof startProcessInput>;
type Header = EndpointResult<typeof stocktakeEndpoints.get>;
type LookupRow = EndpointResult<typeof stocktakeEndpoints.open>[number];

export const PROCESS_OPEN = MESSAGES.stocktakeOpen;
export const PROCESS_CLOSED = MESSAGES.stocktakeClosed;

/** The lots of the branch in the process's scope (items that keep stock, services never), as a where clause on `p` and `i`. */
function scopeFilter(input: Start) {
  if (input.scope === 'group') return sql`and i.group_id = ${input.scope_id}`;
  if (input.scope === 'category') return sql`and i.category_id = ${input.scope_id}`;
  if (input.scope === 'rack') return sql`and i.rack_id = ${input.scope_id}`;
  return sql``;
}

/** The master-data table each scope names its scope_id in (read under RLS: only the tenant's own rows). */
const SCOPE_TABLES = { group: 'item_groups', category: 'categories', rack: 'racks' } as const;

/**
 * Starts an inventory process: the process row (one open per branch), then its snapshot of every lot in
 * scope, copied in one statement. The lots are read `for share`: a document moving one of them waits for
 * the snapshot to commit, and one that committed before is in the quantity read, so the snapshot is a
 * consistent cut of the branch's stock, kept and never re-read.
 */
export async function startProcess(tx: TenantTx, auth: AuthContext, input: StartProcessInput) {
  const v = input as Start;
  await assertConnected(tx, auth, v.inventory_id);
  if (v.scope !== 'all') {
    const found =
      await sql`select 1 from ${sql.table(SCOPE_TABLES[v.scope])} where id = ${v.scope_id}`.execute(tx);
    if (found.rows.length === 0) throw invalid({ scope_id: [MESSAGES.stocktakeScopeMissing] });
  }
  const process = await sql<{ id: string }>`
    insert into inventory_processes (tenant_id, inventory_id, scope, scope_id, blind, recount_threshold, note, started_by)
    values (${tx.tenantId}, ${v.inventory_id}, ${v.scope}, ${v.scope === 'all' ? null : v.scope_id}, ${v.blind},
      ${v.recount_threshold ?? null}, ${v.note ?? null}, ${auth.userId})
    on conflict (tenant_id, inventory_id) where status = 1 do nothing
    returning id`.execute(tx);
  const processId = process.rows[0]?.id;
  if (!processId) throw conflict(PROCESS_OPEN);
  const snapshot = await sql<{ id: string }>`
    insert into inventory_snapshots (tenant_id, process_id, inventory_id)
    values (${tx.tenantId}, ${processId}, ${v.inventory_id}) returning id`.execute(tx);
  const snapshotId = snapshot.rows[0]!.id;
  const copied = await sql<{ lines: number; value: string }>`
    with lots as (
      select p.id, p.item_id, p.quantity, p.base_cost from products p
      join items i on i.tenant_id = p.tenant_id and i.id = p.item_id
      where p.inventory_id = ${v.inventory_id} and i.stockable and i.type <> ${ITEM_TYPES.service} ${scopeFilter(v)}
      order by p.id for share of p
    ), ins as (
      insert into inventory_snapshot_lines (tenant_id, snapshot_id, product_id, item_id, quantity, base_cost)
      select ${tx.tenantId}, ${snapshotId}, id, item_id, quantity, base_cost from lots
      returning quantity, base_cost
    )
    update inventory_snapshots set lines = (select count(*) from ins),
      value = (select coalesce(round(sum(quantity * base_cost), 6), 0) from ins)
    where id = ${snapshotId} returning lines, value::text`.execute(tx);
  await refreshStatistics(tx, 'inventory_snapshot_lines');
  return { id: processId, snapshot_id: snapshotId, lines: copied.rows[0]!.lines };
}

/**
 * ANALYZE of a table that just took thousands of rows: without it the planner believes the new snapshot
 * or counts hold one row and joins 20,000 lines by scanning (minutes instead of milliseconds) until
 * autovacuum catches up. Skipped with a warning where the role may not (PostgreSQL before 17).
 */
export async function refreshStatistics(
  tx: TenantTx,
  table: 'inventory_snapshot_lines' | 'inventory_counts',
) {
  await sql`analyze ${sql.table(table)}`.execute(tx);
}

/** Reads and locks a process of the caller's branches; refuses one that is no longer counting. */
export async function lockCounting(tx: TenantTx, auth: AuthContext, id: string) {
  const row = (
    await sql<{
      id: string;
      inventory_id: string;
      status: number;
      snapshot_id: string;
      recount_threshold: string | null;
    }>`select pr.id, pr.inventory_id, pr.status, s.id as snapshot_id, pr.recount_threshold::text
      from inventory_processes pr join inventory_snapshots s on s.tenant_id = pr.tenant_id and s.process_id = pr.id
      where pr.id = ${id} for update of pr`.execute(tx)
  ).rows[0];
  if (!row) throw notFound();
  await assertConnected(tx, auth, row.inventory_id);
  if (row.status !== PROCESS_STATUS.counting) throw conflict(PROCESS_CLOSED);
  return row;
}

/** One process with its snapshot, totals and the document that applied it. */
export async function getProcess(tx: TenantTx, auth: AuthContext, id: string): Promise<Header> {
  const row = (
    await sql<Header>`
    select pr.id, s.id as snapshot_id, pr.inventory_id, inv.name as inventory_name, pr.status, pr.scope,
      pr.scope_id, coalesce(g.name, c.name, r.name) as scope_name, pr.blind, pr.recount_threshold::text,
      pr.note, u.name as started_by_name, s.taken_at, pr.closed_at, pr.adjustment_id,
      a.invoice_id as adjustment_invoice_id, s.lines, s.value::text as snapshot_value,
      (select count(*)::int from inventory_counts k where k.tenant_id = pr.tenant_id and k.process_id = pr.id) as counted_lines,
      (select count(*)::int from inventory_counts k where k.tenant_id = pr.tenant_id and k.process_id = pr.id
        and k.flagged and not k.recounted) as flagged_lines,
      ${supersededSql} as superseded_documents
    from inventory_processes pr
    join inventory_snapshots s on s.tenant_id = pr.tenant_id and s.process_id = pr.id
    join inventories inv on inv.tenant_id = pr.tenant_id and inv.id = pr.inventory_id
    left join item_groups g on pr.scope = 'group' and g.tenant_id = pr.tenant_id and g.id = pr.scope_id
    left join categories c on pr.scope = 'category' and c.tenant_id = pr.tenant_id and c.id = pr.scope_id
    left join racks r on pr.scope = 'rack' and r.tenant_id = pr.tenant_id and r.id = pr.scope_id
    left join users u on u.tenant_id = pr.tenant_id and u.id = pr.started_by
    left join stocktake_adjustments a on a.tenant_id = pr.tenant_id and a.id = pr.adjustment_id
    where pr.id = ${id}`.execute(tx)
  ).rows[0];
  if (!row) throw notFound();
  await assertConnected(tx, auth, row.inventory_id);
  return row;
}

/** The processes of the caller's branches: those counting, or (for calculation) those counting with counts. */
export async function processLookup(
  tx: TenantTx,
  auth: AuthContext,
  which: 'open' | 'calculation',
): Promise<LookupRow[]> {
  const counted =
    which === 'calculation'
      ? sql`and exists (select 1 from inventory_counts k where k.tenant_id = pr.tenant_id and k.process_id = pr.id)`
      : sql``;
  return (
    await sql<LookupRow>`
    select pr.id, s.id as snapshot_id, pr.inventory_id, inv.name as inventory_name, pr.status, s.taken_at
    from inventory_processes pr
    join inventory_snapshots s on s.tenant_id = pr.tenant_id and s.process_id = pr.id
    join inventories inv on inv.tenant_id = pr.tenant_id and inv.id = pr.inventory_id
    where pr.status = ${PROCESS_STATUS.counting} and ${connectedBranchesSql(auth, 'pr.inventory_id')} ${counted}
    order by pr.id desc`.execute(tx)
  ).rows;
}

/** The snapshots of one process (one each: taken when it started). */
export async function snapshotList(tx: TenantTx, auth: AuthContext, processId: string) {
  const rows = (
    await sql<{ id: string; taken_at: Date; lines: number; value: string; inventory_id: string }>`
    select s.id, s.taken_at, s.lines, s.value::text, s.inventory_id from inventory_snapshots s
    where s.process_id = ${processId}`.execute(tx)
  ).rows;
  if (rows[0]) await assertConnected(tx, auth, rows[0].inventory_id);
  return rows.map(({ inventory_id: _, ...r }) => r);
}

/** Cancels a process still counting: its snapshot and counts stay, nothing moves. */
export async function cancelProcess(tx: TenantTx, auth: AuthContext, id: string) {
  await lockCounting(tx, auth, id);
  await sql`update inventory_processes set status = ${PROCESS_STATUS.cancelled}, closed_at = now(), updated_at = now()
    where id = ${id}`.execute(tx);
  return { id, status: PROCESS_STATUS.cancelled };
}
