import { bulkJournal, generateJournal, JOURNAL_DAYS, JOURNAL_LINES_AT_SCALE_1 } from './ledger/journal.js';
import type { GenContext, GeneratorStep, Invariant } from './types.js';

/**
 * The journal (issue 5): two years of a shop's and pharmacy's daily business as balanced journal entries,
 * written with the same shape `post()` gives them (lines carry the entry date, the signed amount in their
 * currency, the base value, the rate, the branch, and the cash box, party or dimension they concern), plus
 * the money documents (expenses, income, transfers, conversions) behind a quarter of the entries, numbered
 * gaplessly per branch with their counters in document_sequences, so the real POST continues the numbering.
 *
 * Customers and suppliers are plain party ids for now (1..n per type); their modules will bring tables.
 */

/** Each neighbour company gets this share of the bench tenant's volume, in the same table. */
const NEIGHBOUR_SHARE = 0.1;

const EXPENSE_CATEGORIES = [
  'Rent',
  'Electricity',
  'Generator fuel',
  'Water',
  'Internet',
  'Cleaning',
  'Transport',
  'Packaging',
  'Repairs',
  'کرێی خانوو',
  'کارەبا',
  'سووتەمەنی مۆلیدە',
  'نقل',
  'صيانة',
  'ضيافة',
];
const INCOME_TYPES = ['Delivery fees', 'Rebates', 'Rental of shelf space', 'داهاتی تر', 'إيرادات أخرى'];

/** Expense categories and income types (the dimensions of expense and income lines) of a tenant. */
async function insertMoneyCategories(ctx: GenContext, tenantId: string) {
  const categories = await ctx.sql(
    `insert into expense_categories (tenant_id, name, type) select $1, n, 1 from unnest($2::text[]) n
     on conflict do nothing returning id`,
    [tenantId, EXPENSE_CATEGORIES],
  );
  const types = await ctx.sql(
    `insert into income_types (tenant_id, name) select $1, n from unnest($2::text[]) n
     on conflict do nothing returning id`,
    [tenantId, INCOME_TYPES],
  );
  return { expense_categories: categories.length, income_types: types.length };
}

/** Lines of the bench tenant's journal for this seed (scale x 1,000,000, or --ledger-lines). */
const journalLines = (ctx: GenContext) => ctx.journalLines ?? ctx.count(JOURNAL_LINES_AT_SCALE_1, 1000);

export const ledgerSteps: GeneratorStep[] = [
  {
    name: 'money-categories',
    describe: 'expense categories and income types (the dimensions of expense and income lines)',
    run: (ctx) => insertMoneyCategories(ctx, ctx.tenantId),
  },
  {
    name: 'journal',
    describe:
      'two years of daily business as balanced entries: 1,000,000 lines per scale unit (--ledger-lines), 3.2 per entry; money documents behind a quarter of them',
    work: () => JOURNAL_DAYS,
    async run(ctx) {
      const target = journalLines(ctx);
      const r = await bulkJournal(ctx, [ctx.tenantId], () => generateJournal(ctx, ctx.tenantId, target));
      return {
        journal_entries: r.entries,
        journal_lines: r.lines,
        money_documents: r.documents,
        customers: r.customers,
        suppliers: r.suppliers,
        target_lines: target,
      };
    },
  },
  {
    name: 'neighbour-journals',
    describe: 'the two neighbour companies: cash boxes, categories and a journal of 10% of the volume each',
    work: () => 2 * JOURNAL_DAYS,
    async run(ctx) {
      const neighbours = await ctx.sql<{ id: string }>(
        `select id from tenants where id <> $1 and name like 'Neighbour company %' order by id`,
        [ctx.tenantId],
      );
      if (neighbours.length === 0) throw new Error('the neighbour tenants are missing');
      const counts: Record<string, number> = {
        cash_boxes: 0,
        journal_entries: 0,
        journal_lines: 0,
        money_documents: 0,
      };
      await bulkJournal(
        ctx,
        neighbours.map((n) => n.id),
        async () => {
          for (const { id } of neighbours) {
            const boxes = await ctx.sql(
              `insert into cash_boxes (tenant_id, code, name, currency_code, inventory_id, is_default)
             select i.tenant_id, 'CB-' || i.id || '-' || c, i.name || ' ' || c, c, i.id, true
             from inventories i cross join unnest(array['IQD', 'USD']) c where i.tenant_id = $1
             on conflict do nothing returning id`,
              [id],
            );
            counts.cash_boxes! += boxes.length;
            await insertMoneyCategories(ctx, id);
            const r = await generateJournal(ctx, id, Math.round(journalLines(ctx) * NEIGHBOUR_SHARE));
            counts.journal_entries! += r.entries;
            counts.journal_lines! += r.lines;
            counts.money_documents! += r.documents;
          }
        },
      );
      return counts;
    },
  },
];

export const ledgerInvariants: Invariant[] = [
  {
    // One pass over the lines: per entry and currency, then per entry, then per tenant.
    name: 'every journal entry balances, in base currency and per currency; total debit = total credit per tenant',
    sql: `with per_currency as (
            select tenant_id, entry_id, sum(amount) as amount, sum(debit) as debit, sum(credit) as credit
            from journal_lines group by tenant_id, entry_id, currency_code
          ), per_entry as (
            select tenant_id, entry_id, sum(debit) as debit, sum(credit) as credit, bool_or(amount <> 0) as bad_currency
            from per_currency group by tenant_id, entry_id
          )
          select (select count(*) from per_entry where debit <> credit or bad_currency)
               + (select count(*) from (select tenant_id from per_entry group by tenant_id
                   having sum(debit) <> sum(credit)) t) as bad`,
  },
  {
    name: 'every money document points at an entry of its own kind that points back at it',
    sql: `select count(*) as bad from money_documents m left join journal_entries e
            on e.tenant_id = m.tenant_id and e.id = m.journal_entry_id
          where e.id is null or e.document_type <> m.kind or e.document_id <> m.id`,
  },
  {
    name: 'the journal keeps its balance and immutability triggers and its foreign keys',
    sql: `select ((select count(*) from pg_trigger where tgrelid = 'journal_lines'::regclass
                   and tgname in ('balanced', 'immutable') and tgenabled = 'O') <> 2
               or (select count(*) from pg_constraint where contype = 'f' and not convalidated
                   and conrelid = any(array['journal_lines', 'journal_entries', 'money_documents']::regclass[])) > 0
               or (select count(*) from pg_constraint where contype = 'f' and conrelid = 'journal_lines'::regclass) < 5
             )::int as bad`,
  },
  {
    // Migration 0011: the per-day balances the balance sheet reads hold exactly the sums of the lines.
    name: 'journal_daily (summed over its slots) equals the lines per tenant, account, currency and day',
    sql: `select count(*) as bad from (
              select tenant_id, account_id, currency_code, entry_date, sum(amount) as a, sum(debit) as d, sum(credit) as c
              from journal_daily group by 1, 2, 3, 4) dd
            full join (
              select tenant_id, account_id, currency_code, entry_date, sum(amount) as a, sum(debit) as d, sum(credit) as c
              from journal_lines group by 1, 2, 3, 4) ll using (tenant_id, account_id, currency_code, entry_date)
            where dd.a is distinct from ll.a or dd.d is distinct from ll.d or dd.c is distinct from ll.c`,
  },
  {
    name: 'document counters are at or past every generated number',
    sql: `select count(*) as bad from (select tenant_id, coalesce(inventory_id, 0) as inv, kind, max(number) as n
            from money_documents group by 1, 2, 3) m
          left join document_sequences s on s.tenant_id = m.tenant_id and s.inventory_id = m.inv and s.doc_type = m.kind
          where s.last_number is null or s.last_number < m.n`,
  },
];
