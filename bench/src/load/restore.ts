import type pg from 'pg';

/** Tables a writing scenario adds rows to, each with an identity `id` (rows past the mark are the run's). */
const GROWING = [
  'money_documents',
  'journal_lines',
  'journal_entries',
  'notifications',
  'activity_log',
  'sales',
  'sale_details',
  'sale_extra_lines',
  'stock_movements',
  // the hospital link's inbound prescriptions (issue 20)
  'patients',
  'api_connection_details',
  'api_connection_detail_lines',
] as const;

export interface WriteMark {
  /** Deletes what was written since the mark and puts the document counters back; answers rows removed per table. */
  restore(): Promise<Record<string, number>>;
}

/**
 * Marks the bench tenant's data before a writing scenario (posting, money documents), so that the run
 * leaves the dataset as it found it, as it does with its sessions: afterwards every row past the mark in the
 * tables above is deleted, idempotency keys made since are dropped, the lots lose the run's stock movements
 * again (sales), and the document counters go back to their values. Posted journal lines are immutable for everyone, the owner included: the clean-up runs with
 * `session_replication_role = replica` inside its own transaction (no triggers fire: not `immutable`, not the
 * activity log, not the foreign-key checks, which would scan money_documents once per deleted entry since
 * nothing indexes money_documents.journal_entry_id). It deletes both sides of every reference itself, and
 * it needs the superuser the embedded cluster gives. This is the benchmark removing its own test writes,
 * never something the application can do. Then the tables are vacuumed so the dead rows do not weigh on
 * the next scenario.
 */
export async function markWrites(pool: pg.Pool, tenantId: string): Promise<WriteMark> {
  const marks = new Map<string, string>();
  for (const t of GROWING) {
    const { rows } = await pool.query<{ last: string }>(
      `select coalesce(pg_sequence_last_value(pg_get_serial_sequence($1, 'id')), 0)::text as last`,
      [t],
    );
    marks.set(t, rows[0]?.last ?? '0');
  }
  const { rows: counters } = await pool.query<{
    inventory_id: string;
    doc_type: string;
    last_number: string;
  }>('select inventory_id, doc_type, last_number from document_sequences where tenant_id = $1', [tenantId]);
  const { rows: nowRows } = await pool.query<{ now: Date }>('select now() as now');
  const since = nowRows[0]?.now;

  return {
    async restore() {
      // A load run ends with requests still in flight in the server (autocannon drops their connections,
      // the server finishes them): wait until no other session is busy, so the clean-up cannot deadlock.
      await quiesce(pool);
      const removed: Record<string, number> = {};
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(`set local lock_timeout = '20s'`);
        await client.query('set local session_replication_role = replica');
        // Days the run wrote lines on (a summary of the journal, when the schema has one, is rebuilt for them).
        const { rows: days } = await client.query<{ first: string | null }>(
          'select min(entry_date)::text as first from journal_lines where tenant_id = $1 and id > $2',
          [tenantId, marks.get('journal_lines')],
        );
        // Days the run sold on (the sales summaries, when the schema has them, are rebuilt from them).
        const { rows: saleDays } = await client.query<{ first: string | null }>(
          'select min(sale_date)::text as first from sales where tenant_id = $1 and id > $2',
          [tenantId, marks.get('sales')],
        );
        // Lots go back to what they held: the run's stock movements (deleted below) are taken off them.
        const lots = await client.query(
          `update products p set quantity = p.quantity - m.q
           from (select product_id, sum(quantity) as q from stock_movements where tenant_id = $1 and id > $2
                 group by product_id) m
           where p.tenant_id = $1 and p.id = m.product_id
           returning p.item_id, p.inventory_id, p.currency_code`,
          [tenantId, marks.get('stock_movements')],
        );
        removed.lots_restored = lots.rowCount ?? 0;
        if (lots.rows.length > 0) await rebuildStockLevels(client, tenantId, lots.rows);
        for (const t of GROWING) {
          // Table names are the constants above.
          const r = await client.query(`delete from ${t} where tenant_id = $1 and id > $2`, [
            tenantId,
            marks.get(t),
          ]);
          removed[t] = r.rowCount ?? 0;
        }
        const keys = await client.query(
          'delete from idempotency_keys where tenant_id = $1 and created_at >= $2',
          [tenantId, since],
        );
        removed.idempotency_keys = keys.rowCount ?? 0;
        if (days[0]?.first) await rebuildDailySummary(client, tenantId, days[0].first);
        if (saleDays[0]?.first) await rebuildSalesSummary(client, tenantId, saleDays[0].first);
        if (days[0]?.first) await rebuildCashBoxBalances(client, tenantId);
        await client.query(
          `delete from document_sequences s where s.tenant_id = $1
             and not exists (select from unnest($2::bigint[], $3::text[]) k(inv, doc) where k.inv = s.inventory_id and k.doc = s.doc_type)`,
          [tenantId, counters.map((c) => c.inventory_id), counters.map((c) => c.doc_type)],
        );
        await client.query(
          `update document_sequences s set last_number = k.n
           from unnest($2::bigint[], $3::text[], $4::bigint[]) k(inv, doc, n)
           where s.tenant_id = $1 and s.inventory_id = k.inv and s.doc_type = k.doc and s.last_number <> k.n`,
          [
            tenantId,
            counters.map((c) => c.inventory_id),
            counters.map((c) => c.doc_type),
            counters.map((c) => c.last_number),
          ],
        );
        await client.query('commit');
      } catch (e) {
        await client.query('rollback').catch(() => {});
        throw e;
      } finally {
        client.release();
      }
      if (Object.values(removed).some((n) => n > 0)) {
        await pool.query(
          `vacuum (analyze) ${GROWING.join(', ')}, idempotency_keys, document_sequences${removed.lots_restored ? ', products' : ''}`,
        );
      }
      return removed;
    },
  };
}

/**
 * The lots' per-key levels (`stock_levels`, 0056), the branches holding each item (0071) and the products
 * report's kept totals (0087) follow the lots by triggers, which the clean-up turns off: recomputed here
 * for the keys and items whose lots it put back, and the tenant's totals from the levels (into slot 0).
 * Skips what a database from before those migrations does not have.
 */
async function rebuildStockLevels(
  client: pg.PoolClient,
  tenantId: string,
  keys: { item_id: string; inventory_id: string; currency_code: string }[],
): Promise<void> {
  const { rows } = await client.query<{ levels: string | null; held: string | null; totals: string | null }>(
    `select to_regclass('stock_levels')::text as levels, to_regclass('stock_item_branches')::text as held,
       to_regclass('stock_level_totals')::text as totals`,
  );
  if (!rows[0]?.levels) return;
  const k = [keys.map((r) => r.item_id), keys.map((r) => r.inventory_id), keys.map((r) => r.currency_code)];
  await client.query(
    `delete from stock_levels s using unnest($2::bigint[], $3::bigint[], $4::text[]) k(item, inv, cur)
     where s.tenant_id = $1 and s.item_id = k.item and s.inventory_id = k.inv and s.currency_code = k.cur`,
    [tenantId, ...k],
  );
  await client.query(
    `insert into stock_levels (tenant_id, item_id, inventory_id, currency_code, quantity, lots, lots_on_hand,
       cost_value, sale_value, base_cost_value)
     select p.tenant_id, p.item_id, p.inventory_id, p.currency_code, sum(p.quantity), count(*)::int,
       (count(*) filter (where p.quantity > 0))::int, sum(p.quantity * p.cost), sum(p.quantity * p.sale_price),
       sum(p.quantity * p.base_cost)
     from products p join (select distinct * from unnest($2::bigint[], $3::bigint[], $4::text[])) k(item, inv, cur)
       on p.item_id = k.item and p.inventory_id = k.inv and p.currency_code = k.cur
     where p.tenant_id = $1 group by 1, 2, 3, 4`,
    [tenantId, ...k],
  );
  if (rows[0].held) {
    await client.query(
      `delete from stock_item_branches where tenant_id = $1 and item_id = any($2::bigint[])`,
      [tenantId, k[0]],
    );
    await client.query(
      `insert into stock_item_branches (tenant_id, item_id, inventories)
       select tenant_id, item_id, array_agg(distinct inventory_id order by inventory_id) from stock_levels
       where tenant_id = $1 and item_id = any($2::bigint[]) and quantity > 0 group by 1, 2`,
      [tenantId, k[0]],
    );
  }
  if (rows[0].totals) {
    await client.query('delete from stock_level_totals where tenant_id = $1', [tenantId]);
    await client.query(
      `insert into stock_level_totals (tenant_id, inventory_id, currency_code, slot, rows, quantity, lots,
         base_cost_value)
       select tenant_id, inventory_id, currency_code, 0, count(*), sum(quantity::numeric(18,4)), sum(lots_on_hand),
         sum(base_cost_value::numeric(24,6))
       from stock_levels where tenant_id = $1 and quantity > 0 group by 1, 2, 3`,
      [tenantId],
    );
  }
}

/** Waits (up to `maxMs`) until no other session of this database is running a statement or a transaction. */
async function quiesce(pool: pg.Pool, maxMs = 30_000): Promise<void> {
  const until = performance.now() + maxMs;
  let quiet = 0;
  while (performance.now() < until) {
    const { rows } = await pool.query<{ busy: number }>(
      `select count(*)::int as busy from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
         and state <> 'idle'`,
    );
    quiet = rows[0]?.busy === 0 ? quiet + 1 : 0;
    if (quiet >= 2) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The per-day summary of the journal (`journal_daily`, migration 0011) is kept by a trigger on insert only,
 * so after the clean-up deleted lines its rows from `first` on are recomputed from the lines (into slot 0).
 * Does nothing on a database from before that migration.
 */
async function rebuildDailySummary(client: pg.PoolClient, tenantId: string, first: string): Promise<void> {
  const { rows } = await client.query<{ t: string | null }>(`select to_regclass('journal_daily')::text as t`);
  if (!rows[0]?.t) return;
  await client.query('delete from journal_daily where tenant_id = $1 and entry_date >= $2', [
    tenantId,
    first,
  ]);
  await client.query(
    `insert into journal_daily (tenant_id, account_id, currency_code, entry_date, slot, amount, debit, credit)
     select tenant_id, account_id, currency_code, entry_date, 0, sum(amount), sum(debit), sum(credit)
     from journal_lines where tenant_id = $1 and entry_date >= $2
     group by tenant_id, account_id, currency_code, entry_date`,
    [tenantId, first],
  );
}

/**
 * The dashboard's sales summaries (migration 0065) are kept by triggers, which the clean-up turns off, so
 * from the run's first sale day on they are recomputed from the sales. Nothing on a database before it.
 */
async function rebuildSalesSummary(client: pg.PoolClient, tenantId: string, first: string): Promise<void> {
  const { rows } = await client.query<{ f: string | null }>(
    `select to_regprocedure('bb_sales_summary_rebuild(bigint, date)')::text as f`,
  );
  if (!rows[0]?.f) return;
  await client.query('select bb_sales_summary_rebuild($1, $2)', [tenantId, first]);
}

/** The cash boxes' balances (migration 0065) are kept by a trigger on insert only: recomputed from the lines. */
async function rebuildCashBoxBalances(client: pg.PoolClient, tenantId: string): Promise<void> {
  const { rows } = await client.query<{ t: string | null }>(
    `select to_regclass('cash_box_balances')::text as t`,
  );
  if (!rows[0]?.t) return;
  await client.query('delete from cash_box_balances where tenant_id = $1', [tenantId]);
  await client.query(
    `insert into cash_box_balances (tenant_id, cash_box_id, currency_code, slot, amount)
     select tenant_id, cash_box_id, currency_code, 0, sum(amount) from journal_lines
     where tenant_id = $1 and cash_box_id is not null group by 1, 2, 3`,
    [tenantId],
  );
}
