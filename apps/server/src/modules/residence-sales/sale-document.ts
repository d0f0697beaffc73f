import {
  add,
  buildSchedule,
  dec,
  isPlanError,
  MESSAGES,
  type ResidenceSaleInput,
  round,
  type Schedule,
  shownDecimals,
  toText,
  UNIT_STATUS,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid } from '../../platform/errors.js';
import { baseCurrency, baseValue, type RateInfo, rateInfo } from '../cash/rates.js';
import { defineDocument } from '../documents/define.js';
import { lockAvailableUnits, markSold, releaseUnits } from './units.js';

export interface PreparedSale {
  input: ResidenceSaleInput;
  subtotal: string;
  total: string;
  rate: RateInfo;
  schedule: Schedule;
  /** The instalment rows written when the sale is applied, in schedule order. */
  instalmentIds: string[];
}

async function exists(tx: TenantTx, table: string, id: string): Promise<boolean> {
  return (await sql`select 1 from ${sql.table(table)} where id = ${id}`.execute(tx)).rows.length > 0;
}

/** The sale's total: the units' prices less the discount percent, rounded to the currency's smallest unit. */
export function saleTotal(prices: string[], discount: string, currency: string) {
  const subtotal = add(...prices);
  const total = round(subtotal.times(dec(100).minus(discount)).div(100), shownDecimals(currency), 'halfUp');
  return { subtotal: toText(subtotal), total: toText(total) };
}

/**
 * A residence sale: units sold to a customer on a payment plan. Applying it marks its units sold, writes its
 * instalment schedule and posts one receivable line per instalment (the instalment as the line's dimension,
 * so each is its own receivable on the customer's account) against sales.
 */
export const residenceSaleDocument = defineDocument<ResidenceSaleInput, PreparedSale>({
  type: 'residence_sale',
  table: 'residence_sales',
  lines: { table: 'residence_sale_units', parent: 'residence_sale_id' },
  moreLines: [{ table: 'residence_sale_instalments', parent: 'residence_sale_id' }],
  branchColumn: 'inventory_id',
  branchOf: (input) => input.inventory_id,
  scope: 'connected',
  branchFixed: true,
  journalColumn: 'journal_entry_id',
  tracksUpdater: true,

  async validate(tx, _auth, input) {
    if (!(await exists(tx, 'inventories', input.inventory_id)))
      throw invalid({ inventory_id: ['The selected inventory is invalid.'] });
    if (!(await exists(tx, 'customers', input.customer_id)))
      throw invalid({ customer_id: ['The selected customer is invalid.'] });
    const currency = await sql`select 1 from currencies where code = ${input.currency_code}`.execute(tx);
    if (currency.rows.length === 0) throw invalid({ currency_code: ['The selected currency is invalid.'] });
    const rate = await rateInfo(tx, input.currency_code, input.exchange_rate, await baseCurrency(tx));
    await lockAvailableUnits(
      tx,
      input.units.map((u) => u.residence_unit_id),
    );
    const { subtotal, total } = saleTotal(
      input.units.map((u) => u.price),
      input.discount,
      input.currency_code,
    );
    if (dec(total).lte(0)) throw invalid({ units: [MESSAGES.totalPositive] });
    const schedule = buildSchedule(
      { ...input, total, currency: input.currency_code, sale_date: input.date },
      shownDecimals(input.currency_code),
    );
    if (isPlanError(schedule)) throw invalid({ [schedule.field]: [schedule.message] });
    return { input, subtotal, total, rate, schedule, instalmentIds: [] };
  },
  header: (input, p) => ({
    date: input.date,
    customer_id: input.customer_id,
    currency_code: input.currency_code,
    exchange_rate: p.rate.pairRate,
    subtotal: p.subtotal,
    discount: input.discount,
    total: p.total,
    premium_type: input.premium_type,
    down_payment: input.premium_type === 3 ? p.total : input.down_payment,
    premium_count: input.premium_count,
    frequency: input.frequency,
    first_due_date: input.first_due_date,
    pre_key_percent: input.pre_key_percent,
    pre_key_amount: p.schedule.pre_key_amount,
    key_handover_date: input.key_handover_date,
    first_premium_amount: input.first_premium_amount,
    note: input.note,
  }),
  lineRows: (input) => input.units.map((u) => ({ residence_unit_id: u.residence_unit_id, price: u.price })),

  /** A residence sale's "stock" is its units and its schedule: units become sold, instalments are written. */
  async applyStock(tx, doc) {
    await markSold(
      tx,
      doc.prepared.input.units.map((u) => u.residence_unit_id),
    );
    const rows = await tx
      .insertInto('residence_sale_instalments')
      .values(
        doc.prepared.schedule.lines.map((l) => ({
          tenant_id: tx.tenantId,
          residence_sale_id: doc.id,
          seq: l.seq,
          kind: l.kind,
          due_date: l.due_date,
          amount: l.amount,
        })),
      )
      .returning('id')
      .execute();
    doc.prepared.instalmentIds = rows.map((r) => r.id);
  },
  async undoStock(tx, row) {
    await releaseUnits(tx, row.id, UNIT_STATUS.available);
  },
  async assertChangeable(tx, row) {
    if (row.key_handed_over_on || row.returned) throw conflict(MESSAGES.updateNotAllowed);
    const receipts =
      await sql`select 1 from residence_receipts where residence_sale_id = ${row.id} limit 1`.execute(tx);
    if (receipts.rows.length > 0) throw conflict(MESSAGES.saleHasReceipts);
  },

  async posting(_tx, { prepared: p }) {
    const money = (amount: string) => ({
      amount,
      currency: p.input.currency_code,
      rate: p.rate.rate,
      base: baseValue(amount, p.rate),
    });
    return {
      inventoryId: p.input.inventory_id,
      description: p.input.note,
      lines: [
        ...p.schedule.lines.map((l, i) => ({
          account: 'receivable' as const,
          side: 'debit' as const,
          party: { type: 'customer' as const, id: p.input.customer_id },
          dim: { type: 'residence_instalment', id: p.instalmentIds[i]! },
          ...money(l.amount),
        })),
        { account: 'sales' as const, side: 'credit' as const, ...money(p.total) },
      ],
    };
  },
  result: (row, p) => ({ id: row.id, invoice_id: row.invoice_id, total: p.total }),
});
