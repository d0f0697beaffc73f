import {
  type ApplyStocktakeInput,
  dec,
  type JournalDescription,
  MESSAGES,
  PROCESS_STATUS,
  type StocktakeProblem,
  toAmount,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict } from '../../platform/errors.js';
import { baseCurrency } from '../cash/rates.js';
import { defineDocument, type Posting } from '../documents/define.js';
import { calculate } from './calculation.js';
import { lockCounting, refreshStatistics } from './process.js';

export const STOCKTAKE_PROBLEMS = MESSAGES.stocktakeProblems;
export const WRONG_SNAPSHOT = MESSAGES.stocktakeWrongSnapshot;

interface Prepared {
  processId: string;
  snapshotId: string;
  inventoryId: string;
  /** Each counted lot whose count differs from the system quantity when it was counted. */
  changes: { product_id: string; difference: string }[];
  gain: string;
  loss: string;
  lines: number;
}

const problemText = (p: StocktakeProblem) =>
  p.kind === 'recount'
    ? `${p.name} (${p.batch_number}): recount needed, counted ${p.counted}, expected ${p.expected}.`
    : `${p.name} (${p.batch_number}): counted ${p.counted}, expected ${p.expected}, the lot holds ${p.current} now.`;

/** Locks the lots the count changes, in id order (as the stock module does), so the check below holds. */
async function lockChangedLots(tx: TenantTx, processId: string) {
  await sql`select p.id from products p join inventory_counts c on c.tenant_id = p.tenant_id and c.product_id = p.id
    where c.process_id = ${processId} and c.counted <> c.expected order by p.id for update of p`.execute(tx);
}

/**
 * The stocktake adjustment (STK-): applies a count as one document. Validate locks the process and the
 * lots it changes and refuses with every problem at once; the stock moves by each lot's difference
 * through the stock module; the lines (every counted lot) are copied set-based from the counts, never
 * passed through the application; gains and losses at snapshot cost post against inventory. The process
 * closes with it: a later (even backdated) document moves stock after it and never rewrites the count.
 */
export const stocktakeDocument = defineDocument<
  ApplyStocktakeInput,
  Prepared,
  { id: string; invoice_id: string; gain: string; loss: string; lines: number }
>({
  type: 'stocktake',
  table: 'stocktake_adjustments',
  branchColumn: 'inventory_id',
  branchOf: (_input, prepared) => prepared?.inventoryId ?? null,
  scope: 'connected',
  journalColumn: 'journal_entry_id',

  async validate(tx, auth, input) {
    const process = await lockCounting(tx, auth, String(input.inventory_process_id));
    if (process.snapshot_id !== String(input.snapshot_id)) throw conflict(WRONG_SNAPSHOT);
    await refreshStatistics(tx, 'inventory_counts');
    await lockChangedLots(tx, process.id);
    const calc = await calculate(tx, auth, process.id);
    if (calc.problems_total > 0) {
      const listed = calc.problems.map(problemText);
      if (calc.problems_total > listed.length)
        listed.push(`… and ${calc.problems_total - listed.length} more (see the comparison).`);
      throw conflict(STOCKTAKE_PROBLEMS, { problems: listed });
    }
    const changes = (
      await sql<{ product_id: string; difference: string }>`
      select product_id, (counted - expected)::text as difference from inventory_counts
      where process_id = ${process.id} and counted <> expected order by product_id`.execute(tx)
    ).rows;
    return {
      processId: process.id,
      snapshotId: process.snapshot_id,
      inventoryId: process.inventory_id,
      changes,
      gain: calc.gain,
      loss: calc.loss,
      lines: calc.counted_lines,
    };
  },
  header: (input, p) => ({
    process_id: p.processId,
    snapshot_id: p.snapshotId,
    date: input.date,
    gain: p.gain,
    loss: p.loss,
  }),
  async applyStock(tx, { id, prepared: p }) {
    await sql`insert into stocktake_adjustment_lines (tenant_id, adjustment_id, product_id, snapshot_quantity,
        expected, counted, difference, unit_cost)
      select c.tenant_id, ${id}, c.product_id, s.quantity, c.expected, c.counted, c.counted - c.expected, s.base_cost
      from inventory_counts c
      join inventory_snapshot_lines s on s.tenant_id = c.tenant_id and s.snapshot_id = ${p.snapshotId}
        and s.product_id = c.product_id
      where c.process_id = ${p.processId}`.execute(tx);
    await sql`update inventory_processes set status = ${PROCESS_STATUS.applied}, adjustment_id = ${id},
      closed_at = now(), updated_at = now() where id = ${p.processId}`.execute(tx);
  },
  movements: async (_tx, { prepared }) =>
    prepared.changes.map((c) => ({ productId: c.product_id, quantity: c.difference })),
  async posting(tx, { prepared: p }): Promise<Posting | null> {
    const currency = await baseCurrency(tx);
    const money = (amount: string) => ({ amount, currency, rate: '1', inventoryId: p.inventoryId });
    const lines: Posting['lines'] = [];
    if (dec(p.gain).gt(0))
      lines.push(
        { account: 'inventory', side: 'debit', ...money(toAmount(p.gain)) },
        { account: 'stock_adjustment', side: 'credit', ...money(toAmount(p.gain)) },
      );
    if (dec(p.loss).gt(0))
      lines.push(
        { account: 'stock_adjustment', side: 'debit', ...money(toAmount(p.loss)) },
        { account: 'inventory', side: 'credit', ...money(toAmount(p.loss)) },
      );
    return lines.length
      ? { lines, inventoryId: p.inventoryId, description: 'stocktake' satisfies JournalDescription }
      : null;
  },
  result: (row, p) => ({
    id: row.id,
    invoice_id: row.invoice_id,
    gain: p.gain,
    loss: p.loss,
    lines: p.lines,
  }),
});
