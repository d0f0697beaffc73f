import { add, dec, SALE_IMPORT_COLUMNS, type SaleImportEntry, saleInput, toText } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { AppError, invalid } from '../../platform/errors.js';
import { readForm } from '../../platform/files/multipart.js';
import { readSheetRows } from '../../platform/files/xlsx-sheet.js';
import { tenantSettings } from '../settings/queries.js';
import { pickLots } from '../stock-movements/movements.js';
import { createSale } from './service.js';

/**
 * Sale import (/inventory/sale/import, sale_import) from an xlsx sheet whose first row names the
 * columns: invoice (rows with the same value form one sale; blank: the row is a sale of its own),
 * sale_date, barcode, quantity, sale_price (blank: the lot's price), currency_code, exchange_rate,
 * customer_code, discount, minus, note. Lots are picked by the tenant's stock system (FIFO/LIFO).
 * Every sale is tried in a savepoint so each row gets its own errors; a preview, or an import with
 * any error, writes nothing.
 */
export interface ImportOptions {
  inventoryId: string;
  cashBoxId: string | null;
  currencyCode: string;
}

interface Row {
  row: number;
  invoice: string;
  sale_date: string;
  barcode: string;
  quantity: string;
  sale_price: string;
  currency_code: string;
  exchange_rate: string;
  customer_code: string;
  discount: string;
  minus: string;
  note: string;
}

/** One sale of the sheet as the preview and the import answer it (contracts SaleImportEntry). */
export type ImportedSale = SaleImportEntry;

const COLUMNS = SALE_IMPORT_COLUMNS;

/** Reads the sheet's rows by their header names. */
export const readSheet = (buffer: Buffer): Promise<Row[]> =>
  readSheetRows(buffer, COLUMNS, { required: ['barcode', 'quantity'], maxRows: 5000 });

const today = () => new Date().toISOString().slice(0, 10);

/** Builds one sale's input from its rows (picking lots), or answers the rows' errors. */
async function saleOf(tx: TenantTx, rows: Row[], opts: ImportOptions) {
  const errors: string[] = [];
  const first = rows[0]!;
  const lines: { product_id: string; sale_quantity: string; sale_price: string }[] = [];
  // rows of one item share one pick over their total, handed out to the rows in order
  const byItem = new Map<string, Row[]>();
  for (const r of rows) {
    if (!/^-?\d+(\.\d+)?$/.test(r.quantity) || dec(r.quantity).lte(0)) {
      errors.push(`Row ${r.row}: the quantity must be a number above 0.`);
      continue;
    }
    if (r.sale_price !== '' && !/^\d+(\.\d+)?$/.test(r.sale_price)) {
      errors.push(`Row ${r.row}: the sale price must be a number.`);
      continue;
    }
    const item = (
      await sql<{ id: string }>`select id from items where barcode = ${r.barcode} limit 1`.execute(tx)
    ).rows[0];
    if (!item) {
      errors.push(`Row ${r.row}: no item has the barcode ${r.barcode}.`);
      continue;
    }
    byItem.set(item.id, [...(byItem.get(item.id) ?? []), r]);
  }
  for (const [itemId, itemRows] of byItem) {
    const total = toText(add(...itemRows.map((r) => r.quantity)));
    let picks: { productId: string; quantity: string }[];
    try {
      picks = await pickLots(tx, itemId, opts.inventoryId, total, today());
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      errors.push(`Row ${itemRows[0]!.row}: ${e.message}`);
      continue;
    }
    const prices = new Map(
      (
        await tx
          .selectFrom('products')
          .select(['id', 'sale_price'])
          .where(
            'id',
            'in',
            picks.map((p) => p.productId),
          )
          .execute()
      ).map((p) => [p.id, p.sale_price]),
    );
    const left = picks.map((p) => ({ ...p, left: dec(p.quantity) }));
    for (const r of itemRows) {
      let need = dec(r.quantity);
      for (const p of left) {
        if (need.lte(0)) break;
        if (p.left.lte(0)) continue;
        const take = p.left.lt(need) ? p.left : need;
        p.left = p.left.minus(take);
        need = need.minus(take);
        lines.push({
          product_id: p.productId,
          sale_quantity: toText(take),
          sale_price: toText(r.sale_price || prices.get(p.productId)!),
        });
      }
    }
  }
  let customerId: string | null = null;
  if (first.customer_code) {
    const c = (
      await sql<{
        id: string;
      }>`select id from customers where code = ${first.customer_code} or custom_code = ${first.customer_code} limit 1`.execute(
        tx,
      )
    ).rows[0];
    if (!c) errors.push(`Row ${first.row}: no customer has the code ${first.customer_code}.`);
    else customerId = c.id;
  }
  const parsed = saleInput.safeParse({
    inventory_id: opts.inventoryId,
    customer_id: customerId,
    sale_date: first.sale_date || today(),
    currency_code: first.currency_code || opts.currencyCode,
    exchange_rate: first.exchange_rate || undefined,
    discount: first.discount || '0',
    minus: first.minus || '0',
    note: first.note || null,
    cash_box_id: opts.cashBoxId,
    lines: lines.length ? lines : [{ product_id: '1', sale_quantity: '1', sale_price: '0' }],
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors.push(`Row ${first.row}: ${issue.path.join('.')}: ${issue.message}`);
  return { input: parsed.success && errors.length === 0 ? parsed.data : null, errors };
}

/** Tries every sale of the sheet; each in a savepoint, so one sale's refusal leaves the others. */
export async function importSales(
  tx: TenantTx,
  auth: AuthContext,
  rows: Row[],
  opts: ImportOptions,
): Promise<ImportedSale[]> {
  if (!opts.currencyCode) opts.currencyCode = (await tenantSettings(tx)).defaultPosCurrency;
  const groups = new Map<string, Row[]>();
  for (const r of rows) {
    const key = r.invoice || `row-${r.row}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const out: ImportedSale[] = [];
  for (const [key, group] of groups) {
    await sql`savepoint sale_import`.execute(tx);
    const result: ImportedSale = {
      key,
      rows: group.map((r) => r.row),
      invoice_id: null,
      total: null,
      currency_code: group[0]!.currency_code || opts.currencyCode,
      errors: [],
    };
    try {
      const { input, errors } = await saleOf(tx, group, opts);
      result.errors.push(...errors);
      if (input) {
        const saved = await createSale(tx, auth, input);
        result.invoice_id = saved.invoice_id;
        result.total = saved.total;
      }
    } catch (e) {
      const err = e as AppError & { errors?: Record<string, string[]> };
      if (!(e instanceof AppError)) throw e;
      const details = err.errors ? Object.entries(err.errors).map(([f, m]) => `${f}: ${m.join(' ')}`) : [];
      result.errors.push(`Row ${group[0]!.row}: ${[err.message, ...details].join(' ')}`);
    }
    if (result.errors.length) await sql`rollback to savepoint sale_import`.execute(tx);
    await sql`release savepoint sale_import`.execute(tx);
    out.push(result);
  }
  return out;
}

/** The import call's form: the workbook and where the sales go. */
export async function readImportForm(req: import('fastify').FastifyRequest) {
  if (!req.isMultipart()) throw invalid({ file: ['Please upload a file'] });
  let buffer: Buffer | undefined;
  const form = await readForm(req, 'file', async (part) => {
    if (part.fieldname === 'file' && !buffer) buffer = await part.toBuffer();
    else part.file.resume();
  });
  const fields = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.at(-1)!]));
  if (!buffer) throw invalid({ file: ['Please upload a file'] });
  const errors: Record<string, string[]> = {};
  if (!/^\d{1,18}$/.test(fields.inventory_id ?? ''))
    errors.inventory_id = ['The inventory field is required.'];
  if (fields.cash_box_id && !/^\d{1,18}$/.test(fields.cash_box_id)) errors.cash_box_id = ['Not a valid id.'];
  if (fields.currency_code && !/^[A-Z]{3}$/.test(fields.currency_code))
    errors.currency_code = ['Not a valid currency.'];
  if (Object.keys(errors).length) throw invalid(errors);
  return {
    buffer,
    preview: fields.preview !== '0' && fields.preview !== 'false',
    opts: {
      inventoryId: fields.inventory_id!,
      cashBoxId: fields.cash_box_id || null,
      currencyCode: fields.currency_code || '',
    } satisfies ImportOptions,
  };
}
