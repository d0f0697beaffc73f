import {
  dec,
  type ExpenseDocumentInput,
  type ExpenseDocumentSaved,
  MESSAGES,
  sumAmounts,
  toAmount,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { invalid } from '../../platform/errors.js';
import { usableBox } from '../cash/boxes.js';
import { baseCurrency, baseValue, type RateInfo, rateInfo } from '../cash/rates.js';
import { defineDocument } from '../documents/define.js';
import type { PostLine } from '../ledger/post.js';

interface Prepared {
  input: ExpenseDocumentInput;
  rate: RateInfo;
  total: string;
}

/** Each named id must exist in its table (under row-level security, so in the caller's tenant). */
async function existing(tx: TenantTx, table: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await sql<{ id: string }>`select id::text as id from ${sql.table(table)}
    where id = any(${ids}::bigint[])`.execute(tx);
  return new Set(rows.rows.map((r) => r.id));
}

async function checkLines(tx: TenantTx, input: ExpenseDocumentInput, documentId: string | null) {
  const errors: Record<string, string[]> = {};
  const categories = await existing(
    tx,
    'expense_categories',
    input.lines.map((l) => l.expense_category_id),
  );
  const attachmentIds = input.lines.flatMap((l) => (l.attachment_id ? [l.attachment_id] : []));
  const ours = new Set(
    documentId && attachmentIds.length
      ? (
          await sql<{
            id: string;
          }>`select id::text as id from attachments where model_type = 'expense_document'
            and model_id = ${documentId} and id = any(${attachmentIds}::bigint[])`.execute(tx)
        ).rows.map((r) => r.id)
      : [],
  );
  input.lines.forEach((l, i) => {
    if (!categories.has(l.expense_category_id))
      errors[`lines.${i}.expense_category_id`] = ['The selected expense category is invalid.'];
    if (l.attachment_id && !ours.has(l.attachment_id))
      errors[`lines.${i}.attachment_id`] = ['The attachment must be one of this document’s attachments.'];
  });
  if (Object.keys(errors).length) throw invalid(errors);
}

/**
 * An expense document: several expense lines (category, amount, note, attachment) paid from one cash box
 * or owed to a supplier, in one currency. Posting: each line debits the expense account under its category;
 * the total is credited to the box (the cash guard refuses a box going below zero) or to the supplier's
 * payable.
 */
export const expenseDocument = defineDocument<ExpenseDocumentInput, Prepared, ExpenseDocumentSaved>({
  type: 'expense_document',
  table: 'expense_documents',
  lines: { table: 'expense_document_lines', parent: 'expense_document_id' },
  branchColumn: 'inventory_id',
  branchOf: (input) => input.inventory_id,
  scope: 'connected',
  branchFixed: true,
  journalColumn: 'journal_entry_id',
  tracksUpdater: true,

  async validate(tx, auth, input, current) {
    const errors: Record<string, string[]> = {};
    if (input.paid_by === 'cash_box' && !input.cash_box_id)
      errors.cash_box_id = ['The cash box field is required.'];
    if (input.paid_by === 'supplier' && !input.supplier_id)
      errors.supplier_id = ['The supplier field is required.'];
    if (Object.keys(errors).length) throw invalid(errors);
    if (input.paid_by === 'cash_box') {
      const box = await usableBox(tx, auth, input.cash_box_id!, 'cash_box_id', input.currency_code);
      if (box.inventory_id && box.inventory_id !== input.inventory_id)
        throw invalid({ cash_box_id: [MESSAGES.cashBoxOtherBranchField] });
    } else if ((await existing(tx, 'suppliers', [input.supplier_id!])).size === 0) {
      throw invalid({ supplier_id: ['The selected supplier is invalid.'] });
    }
    await checkLines(tx, input, current?.id ?? null);
    const rate = await rateInfo(tx, input.currency_code, input.exchange_rate, await baseCurrency(tx));
    return { input, rate, total: sumAmounts(input.lines.map((l) => l.amount)) };
  },
  header: (input, p) => ({
    date: input.date,
    paid_by: input.paid_by,
    cash_box_id: input.paid_by === 'cash_box' ? input.cash_box_id : null,
    supplier_id: input.paid_by === 'supplier' ? input.supplier_id : null,
    currency_code: input.currency_code,
    exchange_rate: p.rate.pairRate,
    total: p.total,
    note: input.note,
  }),
  lineRows: (input) =>
    input.lines.map((l) => ({
      expense_category_id: l.expense_category_id,
      amount: l.amount,
      note: l.note,
      attachment_id: l.attachment_id,
    })),
  async posting(_tx, { prepared: { input, rate, total } }) {
    const money = (amount: string) => ({ amount, currency: input.currency_code, rate: rate.rate });
    const lines: PostLine[] = input.lines.map((l) => ({
      account: 'expense',
      side: 'debit',
      dim: { type: 'expense_category', id: l.expense_category_id },
      ...money(l.amount),
      base: toAmount(baseValue(l.amount, rate)),
    }));
    // the credit carries the sum of the lines' base values, so no rounding line is needed
    const base = toAmount(lines.reduce((s, l) => s.plus(l.base!), dec(0)));
    lines.push(
      input.paid_by === 'cash_box'
        ? { account: 'cash', cashBoxId: input.cash_box_id, side: 'credit', ...money(total), base }
        : {
            account: 'payable',
            party: { type: 'supplier', id: input.supplier_id! },
            side: 'credit',
            ...money(total),
            base,
          },
    );
    return { lines, description: input.note, inventoryId: input.inventory_id };
  },
  result: (row, p) => ({ id: row.id, invoice_id: row.invoice_id, total: p.total }),
});
