import { saleEndpoints as e, SALE_TABLES } from '@bb/contracts';
import type { FastifyRequest } from 'fastify';
import { authOf, hasAbility, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { forbidden, invalid } from '../../platform/errors.js';
import { idempotent } from '../../platform/idempotency.js';
import { registerModel } from '../../platform/models.js';
import { registerTable } from '../../platform/table/routes.js';
import { approveAll, pendingAll } from './approval.js';
import { type ImportedSale, importSales, readImportForm, readSheet } from './import.js';
import { customerSales, getSale } from './queries.js';
import { saleRawEditRoutes } from './raw-edit.js';
import { saleReportRoutes } from './reports.js';
import { createSale, deleteSale, updateSale } from './service.js';
import { saleItemTable, saleListTable } from './tables.js';

const VIEW = [
  'report_sale_list',
  'report_cashier_sale_list',
  'sale_list',
  'sale_return_list',
  'sale_create',
  'sale_edit',
] as const;

/** Returns need the return ability (or the POS's sale_create); sales need sale_{verb}. */
function assertKind(req: FastifyRequest, isReturn: boolean, verb: 'create' | 'edit' | 'delete') {
  const auth = authOf(req);
  const ok = isReturn
    ? hasAbility(auth, `sale_return_${verb}`) || hasAbility(auth, `sale_${verb}`)
    : hasAbility(auth, `sale_${verb}`);
  if (!ok) throw forbidden();
}

/** Sales and returns: POS save, edit, delete, detail, bulk approval, lists and their exports. */
export async function saleRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  registerModel('sale', {
    table: 'sales',
    view: [...VIEW],
    edit: ['sale_create', 'sale_edit'],
    auditable: true,
  });

  const lists = [
    [SALE_TABLES.sale, { isReturn: false, own: false }, 'Sales'],
    [SALE_TABLES.saleReturn, { isReturn: true, own: false }, 'Sale returns'],
    [SALE_TABLES.cashierSale, { isReturn: false, own: true }, 'Cashier sales'],
    [SALE_TABLES.cashierSaleReturn, { isReturn: true, own: true }, 'Cashier sale returns'],
  ] as const;
  for (const [table, opts, title] of lists) registerTable(app, table, saleListTable(opts), { title });
  const itemLists = [
    [SALE_TABLES.cashierSaleItem, { isReturn: false, own: true }, 'Cashier sale items'],
    [SALE_TABLES.cashierSaleReturnItem, { isReturn: true, own: true }, 'Cashier sale return items'],
  ] as const;
  for (const [table, opts, title] of itemLists) registerTable(app, table, saleItemTable(opts), { title });

  handle(app, e.create, async (req) => {
    assertKind(req, req.body.is_return, 'create');
    return tenantTx(db, req, (tx) =>
      idempotent(tx, req, 'sale.create', () => createSale(tx, authOf(req), req.body)),
    );
  });
  handle(app, e.approveAll, (req) => tenantTx(db, req, (tx) => approveAll(tx, authOf(req), req.body)));
  handle(app, e.pendingAll, (req) => tenantTx(db, req, (tx) => pendingAll(tx, authOf(req), req.body)));
  handle(app, e.get, (req) => tenantTx(db, req, (tx) => getSale(tx, authOf(req), req.params.id)));
  handle(app, e.update, (req) => {
    assertKind(req, req.body.is_return, 'edit');
    return tenantTx(db, req, (tx) => updateSale(tx, authOf(req), req.params.id, req.body));
  });
  handle(app, e.delete, async (req) => {
    await tenantTx(db, req, async (tx) => {
      const sale = await tx
        .selectFrom('sales')
        .select('is_return')
        .where('id', '=', req.params.id)
        .executeTakeFirst();
      if (sale) assertKind(req, sale.is_return, 'delete');
      await deleteSale(tx, authOf(req), req.params.id);
    });
  });
  handle(app, e.customerSales, (req) => tenantTx(db, req, (tx) => customerSales(tx, req.params.id)));
  handle(app, e.import, async (req) => {
    const form = await readImportForm(req);
    const rows = await readSheet(form.buffer);
    const rollback = new Error('preview');
    let sales: ImportedSale[] = [];
    try {
      await tenantTx(db, req, async (tx) => {
        sales = await importSales(tx, authOf(req), rows, form.opts);
        if (form.preview || sales.some((s) => s.errors.length > 0)) throw rollback;
      });
    } catch (e) {
      if (e !== rollback) throw e;
    }
    const failed = sales.some((s) => s.errors.length > 0);
    if (!form.preview && failed)
      throw invalid({ file: sales.flatMap((s) => s.errors) }, 'The import has errors; nothing was saved.');
    return { preview: form.preview, saved: !form.preview && !failed, sales };
  });
  await saleReportRoutes(app);
  await saleRawEditRoutes(app);
}
