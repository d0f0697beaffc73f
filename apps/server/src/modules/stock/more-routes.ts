import { productEndpoints as pe, STOCK_TABLES, sheetWordsOf, stockOutEndpoints } from '@bb/contracts';
import { sql } from 'kysely';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { notFound } from '../../platform/errors.js';
import { registerTable } from '../../platform/table/routes.js';
import { sendSheet, sheetRows, wordColumns } from '../../platform/table/statement-sheet.js';
import { registerDeclaredDocument } from '../documents/routes.js';
import { backupRows, createBackup } from './backups.js';
import { getStockOut, goodsStockOutDocument } from './stock-out.js';
import { backupsTable, stockOutItemsTable, stockOutsTable } from './tables.js';

/** Goods stock-outs, stock backups and pinned products. */
export async function moreStockRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  registerDeclaredDocument(app, goodsStockOutDocument, {
    endpoints: stockOutEndpoints,
    title: 'Goods stock-out',
    list: stockOutsTable,
    get: (tx, _auth, id) => getStockOut(tx, id),
    model: {
      view: ['goods_stock_out_list'],
      edit: ['goods_stock_out_edit', 'goods_stock_out_create'],
      auditable: true,
    },
  });
  registerTable(app, STOCK_TABLES.stockOutItems, stockOutItemsTable, { title: 'Goods stock-out items' });

  registerTable(app, STOCK_TABLES.backups, backupsTable, { title: 'Stock backups' });
  handle(app, pe.createBackup, (req) =>
    tenantTx(db, req, (tx) => createBackup(tx, authOf(req), req.body.inventory_id, req.body.note)),
  );
  handle(app, pe.downloadBackup, async (req, reply) =>
    tenantTx(db, req, async (tx) => {
      const { head, rows } = await backupRows(tx, req.params.id);
      const stamp = head.created_at.toISOString().slice(0, 16).replace('T', ' ');
      const w = sheetWordsOf(req.query.words);
      const columns = wordColumns(w, [
        ['item', 'item_name'],
        ['barcode', 'barcode'],
        ['batch', 'batch_number'],
        ['expiry', 'expire_date', 'date'],
        ['quantity', 'quantity', 'number'],
        ['cost', 'cost', 'number'],
        ['sale_price', 'sale_price', 'number'],
        ['currency', 'currency_code'],
      ]);
      const title = `${w.stock_backup} ${head.id}`;
      return sendSheet(reply, title, stamp, columns, sheetRows(rows), w.stock);
    }),
  );

  // Pinned products: the POS's quick buttons per branch.
  handle(app, pe.pins, (req) =>
    tenantTx(db, req, async (tx) => ({
      data: (
        await sql`select pp.id, pp.product_id, pp.position, i.name, i.barcode, p.sale_price, p.currency_code, p.quantity
          from pinned_products pp join products p on p.tenant_id = pp.tenant_id and p.id = pp.product_id
          join items i on i.tenant_id = p.tenant_id and i.id = p.item_id
          where pp.inventory_id = ${req.query.inventory_id} order by pp.position, pp.id`.execute(tx)
      ).rows as never,
    })),
  );
  handle(app, pe.pin, (req) =>
    tenantTx(db, req, async (tx) => {
      const lot = await tx
        .selectFrom('products')
        .select('inventory_id')
        .where('id', '=', req.body.product_id)
        .executeTakeFirst();
      if (!lot || lot.inventory_id !== req.body.inventory_id) throw notFound();
      return tx
        .insertInto('pinned_products')
        .values({
          tenant_id: tx.tenantId,
          inventory_id: req.body.inventory_id,
          product_id: req.body.product_id,
          position: req.body.position,
        })
        .onConflict((oc) =>
          oc
            .columns(['tenant_id', 'inventory_id', 'product_id'])
            .doUpdateSet({ position: req.body.position }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
    }),
  );
  handle(app, pe.unpin, async (req) => {
    const r = await tenantTx(db, req, (tx) =>
      tx.deleteFrom('pinned_products').where('id', '=', req.params.id).executeTakeFirst(),
    );
    if (r.numDeletedRows === 0n) throw notFound();
  });
}
