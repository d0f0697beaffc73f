import { customerInput, customerSearchInput, supplierInput } from '@bb/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { notFound } from '../../platform/errors.js';
import { registerModel } from '../../platform/models.js';
import { registerTable } from '../../platform/table/routes.js';
import { detailStatement } from '../ledger/statements.js';
import { createCustomer, deleteCustomer, getCustomer, searchCustomers, updateCustomer } from './customers.js';
import { createSupplier, deleteSupplier, getSupplier, updateSupplier } from './suppliers.js';
import { customersTable, suppliersTable } from './tables.js';

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const statementQuery = z.object({
  party_id: z.string().regex(/^\d{1,18}$/),
  currency_code: z.string().regex(/^[A-Z]{3}$/),
  start_date: isoDate,
  end_date: isoDate,
});

/** Customers and suppliers: lists with ledger balances, dialogs, search, lookups and account statements. */
export async function partyRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  registerModel('customer', {
    table: 'customers',
    view: ['customer_list'],
    edit: ['customer_create', 'customer_edit'],
  });
  registerModel('supplier', {
    table: 'suppliers',
    view: ['supplier_list'],
    edit: ['supplier_create', 'supplier_edit'],
  });

  for (const kind of ['customer', 'supplier'] as const) {
    const tags = [`${kind}s`];
    const base = `/api/${kind}/${kind}`;
    registerTable(app, base, kind === 'customer' ? customersTable : suppliersTable, {
      access: [`${kind}_list`],
      title: kind === 'customer' ? 'Customers' : 'Suppliers',
      tag: `${kind}s`,
    });
    app.delete(
      `${base}/:id`,
      { schema: { tags, params: idParams }, config: { access: [`${kind}_delete`] } },
      async (req, reply) => {
        await tenantTx(db, req, (tx) =>
          kind === 'customer' ? deleteCustomer(tx, req.params.id) : deleteSupplier(tx, req.params.id),
        );
        return reply.status(204).send();
      },
    );
    app.get(
      `/api/${kind}/detail-account-statement`,
      {
        schema: { tags, querystring: statementQuery },
        config: { access: [`report_${kind}_account_statement`] },
      },
      (req) =>
        tenantTx(db, req, async (tx) => {
          const party = (
            await sql<{
              id: string;
              name: string;
            }>`select id, name from ${sql.table(`${kind}s`)} where id = ${req.query.party_id}`.execute(tx)
          ).rows[0];
          if (!party) throw notFound();
          const st = await detailStatement(
            tx,
            { party: { type: kind, id: party.id } },
            req.query.currency_code,
            req.query.start_date,
            req.query.end_date,
          );
          return { [kind]: party, ...st };
        }),
    );
  }

  const c = ['customers'];
  app.get(
    '/api/customer/customer/:id',
    { schema: { tags: c, params: idParams }, config: { access: ['customer_list', 'customer_edit'] } },
    (req) => tenantTx(db, req, (tx) => getCustomer(tx, authOf(req), req.params.id)),
  );
  app.post(
    '/api/customer',
    { schema: { tags: c, body: customerInput }, config: { access: ['customer_create'] } },
    async (req, reply) =>
      reply.status(201).send(await tenantTx(db, req, (tx) => createCustomer(tx, authOf(req), req.body))),
  );
  app.put(
    '/api/customer/:id',
    { schema: { tags: c, params: idParams, body: customerInput }, config: { access: ['customer_edit'] } },
    (req) => tenantTx(db, req, (tx) => updateCustomer(tx, authOf(req), req.params.id, req.body)),
  );
  app.post(
    '/api/customer/search',
    { schema: { tags: c, body: customerSearchInput }, config: { access: ['customer_list', 'sale_create'] } },
    (req) =>
      tenantTx(db, req, async (tx) => ({
        data: await searchCustomers(tx, {
          keyword: req.body.keyword,
          customerTypeId: req.body.customer_type_id || undefined,
          inventoryId: req.body.inventory_id || undefined,
        }),
      })),
  );
  app.get(
    '/api/customer/search-by-id/:id',
    { schema: { tags: c, params: idParams }, config: { access: ['customer_list', 'sale_create'] } },
    (req) => tenantTx(db, req, (tx) => getCustomer(tx, authOf(req), req.params.id)),
  );
  app.get(
    '/api/customer-list',
    { schema: { tags: ['lookups'] }, config: { access: 'authenticated' } },
    (req) =>
      tenantTx(db, req, async (tx) => ({
        data: (
          await sql`select id, code, name, phone from customers where status = 1 order by name collate "und-x-icu" limit 5000`.execute(
            tx,
          )
        ).rows,
      })),
  );

  const s = ['suppliers'];
  app.get(
    '/api/supplier/supplier/:id',
    { schema: { tags: s, params: idParams }, config: { access: ['supplier_list', 'supplier_edit'] } },
    (req) => tenantTx(db, req, (tx) => getSupplier(tx, req.params.id)),
  );
  app.post(
    '/api/supplier',
    { schema: { tags: s, body: supplierInput }, config: { access: ['supplier_create'] } },
    async (req, reply) =>
      reply.status(201).send(await tenantTx(db, req, (tx) => createSupplier(tx, authOf(req), req.body))),
  );
  app.put(
    '/api/supplier/:id',
    { schema: { tags: s, params: idParams, body: supplierInput }, config: { access: ['supplier_edit'] } },
    (req) => tenantTx(db, req, (tx) => updateSupplier(tx, req.params.id, req.body)),
  );
  app.get(
    '/api/supplier-list',
    { schema: { tags: ['lookups'] }, config: { access: 'authenticated' } },
    (req) =>
      tenantTx(db, req, async (tx) => ({
        data: (
          await sql`select id, name, phone from suppliers where status = 1 order by name collate "und-x-icu" limit 5000`.execute(
            tx,
          )
        ).rows,
      })),
  );
}
