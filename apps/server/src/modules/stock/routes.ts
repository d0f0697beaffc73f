import { PassThrough } from 'node:stream';
import { ADJUSTMENT_ENDPOINTS, productEndpoints as pe, STOCK_TABLES, transferEndpoints } from '@bb/contracts';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { notFound } from '../../platform/errors.js';
import { registerTable } from '../../platform/table/routes.js';
import { attachmentHeader, writeXlsx } from '../../platform/table/xlsx.js';
import { registerDeclaredDocument } from '../documents/routes.js';
import { adjustmentDocument } from './adjustments.js';
import { purchaseHistory } from './history.js';
import { productsTable } from './products-table.js';
import { searchProducts } from './search.js';
import { adjustmentsTable, transfersTable } from './tables.js';
import { getTransfer, transferDocument } from './transfers.js';

const today = () => new Date().toISOString().slice(0, 10);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Everyone who picks products: the top-bar search, POS, purchases, transfers and counts. */
export async function stockRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  registerTable(app, STOCK_TABLES.products, productsTable, { title: 'Products' });

  handle(app, pe.search, (req) =>
    tenantTx(db, req, async (tx) => ({
      data: await searchProducts(tx, authOf(req), {
        keyword: req.body.keyword,
        inventoryId:
          req.body.inventory_id && req.body.inventory_id > 0 ? String(req.body.inventory_id) : undefined,
        onlyInStock: req.body.existedProducts,
        showHidden: req.body.show_hidden_item,
        currency: req.body.currency_code,
        today: today(),
      }),
    })),
  );

  handle(app, pe.purchaseHistory, (req) =>
    tenantTx(db, req, (tx) => purchaseHistory(tx, req.body.product_id)),
  );
  handle(app, pe.purchaseHistoryExport, async (req, reply) => {
    const h = await tenantTx(db, req, (tx) => purchaseHistory(tx, req.body.product_id));
    const kinds: Record<string, 'text' | 'number' | 'date'> = {
      date: 'date',
      quantity: 'number',
      bonus: 'number',
      purchase_price: 'number',
      cost: 'number',
      sale_price: 'number',
      wholesale_price: 'number',
    };
    const headers = (
      req.body.visibleHeaders ??
      Object.keys(h.data[0] ?? { number: 1, type: 1, supplier: 1, date: 1, quantity: 1 }).map(
        (k): { text: string; value: string; labels?: Record<string, string> } => ({ text: k, value: k }),
      )
    ).filter((x) =>
      [
        'number',
        'type',
        'supplier',
        'date',
        'quantity',
        'bonus',
        'purchase_price',
        'cost',
        'sale_price',
        'wholesale_price',
        'currency_code',
        'inventory',
        'product_name',
        'product_barcode',
      ].includes(x.value),
    );
    const out = new PassThrough();
    reply
      .header('content-type', XLSX)
      .header('content-disposition', attachmentHeader('Product History', req.body.localTime))
      .send(out);
    // columns of keys (the row type) are written by the names the client sent
    const named = headers.filter((x) => x.labels);
    async function* rows() {
      for (const row of h.data as unknown as Record<string, unknown>[]) {
        const out = { ...row };
        for (const x of named) out[x.value] = x.labels?.[String(row[x.value])] ?? row[x.value];
        yield out;
      }
    }
    await writeXlsx(
      out,
      `${h.product.name}`.slice(0, 31),
      headers.map((x) => ({ header: x.text, key: x.value, kind: kinds[x.value] ?? 'text' })),
      rows(),
    );
    return reply;
  });

  handle(app, pe.priceCheck, (req) =>
    tenantTx(db, req, async (tx) => {
      const auth = authOf(req);
      const inventoryId =
        req.query.inventory_id ??
        (
          await tx
            .selectFrom('users')
            .select('default_branch_id')
            .where('id', '=', auth.userId)
            .executeTakeFirst()
        )?.default_branch_id ??
        undefined;
      const rows = await searchProducts(tx, auth, {
        keyword: req.query.barcode,
        inventoryId: inventoryId ?? undefined,
        today: today(),
      });
      const hit = rows.find((r) => r.exact) ?? rows[0];
      if (!hit) throw notFound('No results found');
      return {
        name: hit.name,
        barcode: hit.barcode,
        sale_price: hit.sale_price,
        currency_code: hit.currency_code,
        sale_prices: hit.sale_prices,
        quantity: hit.quantity,
        inventory: hit.inventory,
      };
    }),
  );

  registerDeclaredDocument(app, transferDocument, {
    endpoints: transferEndpoints,
    title: 'Item transfers',
    list: transfersTable(false),
    get: (tx, _auth, id) => getTransfer(tx, id),
  });
  registerTable(app, STOCK_TABLES.transferReturns, transfersTable(true), { title: 'Transfer returns' });

  for (const kind of ['entry', 'daily'] as const)
    registerDeclaredDocument(app, adjustmentDocument(kind), {
      endpoints: ADJUSTMENT_ENDPOINTS[kind],
      title: 'Stock adjustments',
      list: adjustmentsTable(kind),
    });
}
