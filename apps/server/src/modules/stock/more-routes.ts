import { PassThrough } from 'node:stream';
import { productEndpoints as pe, STOCK_TABLES, stockOutEndpoints } from '@bb/contracts';
import { sql } from 'kysely';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { notFound } from '../../platform/errors.js';
import { registerTable } from '../../platform/table/routes.js';
import { attachmentHeader, writeXlsx } from '../../platform/table/xlsx.js';
import { registerDeclaredDocument } from '../documents/routes.js';
import { backupRows, createBackup } from './backups.js';
import { getStockOut, goodsStockOutDocument } from './stock-out.js';
import { backupsTable, stockOutItemsTable, stockOutsTable } from './tables.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
      const out = new PassThrough();
      const stamp = head.created_at.toISOString().slice(0, 16).replace('T', ' ');
      reply
        .header('content-type', XLSX)
        .header('content-disposition', attachmentHeader(`Stock backup ${head.id}`, stamp))
        .send(out);
      async function* all() {
        yield* rows;
      }
      await writeXlsx(
        out,
        'Stock',
        [
          { header: 'Item', key: 'item_name', kind: 'text' },
          { header: 'Barcode', key: 'barcode', kind: 'text' },
          { header: 'Batch', key: 'batch_number', kind: 'text' },
          { header: 'Expiry', key: 'expire_date', kind: 'date' },
          { header: 'Quantity', key: 'quantity', kind: 'number' },
          { header: 'Cost', key: 'cost', kind: 'number' },
          { header: 'Sale price', key: 'sale_price', kind: 'number' },
          { header: 'Currency', key: 'currency_code', kind: 'text' },
        ],
        all(),
      );
      return reply;
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
