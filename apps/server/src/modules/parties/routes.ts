import { customerEndpoints, PARTY_TABLES, supplierEndpoints } from '@bb/contracts';
import { sql } from 'kysely';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { registerModel } from '../../platform/models.js';
import { registerTable } from '../../platform/table/routes.js';
import { partyDetailStatement } from '../ledger/party-statements.js';
import { createCustomer, deleteCustomer, getCustomer, searchCustomers, updateCustomer } from './customers.js';
import { createSupplier, deleteSupplier, getSupplier, updateSupplier } from './suppliers.js';
import { customersTable, suppliersTable } from './tables.js';

/** Customers and suppliers: lists with ledger balances, dialogs, search, lookups and account statements. */
export async function partyRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const c = customerEndpoints;
  const s = supplierEndpoints;
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

  registerTable(app, PARTY_TABLES.customers, customersTable, { title: 'Customers' });
  handle(app, c.get, (req) =>
    tenantTx(db, req, (tx) => getCustomer(tx, authOf(req), req.params.id) as never),
  );
  handle(app, c.create, (req) => tenantTx(db, req, (tx) => createCustomer(tx, authOf(req), req.body)));
  handle(app, c.update, (req) =>
    tenantTx(db, req, (tx) => updateCustomer(tx, authOf(req), req.params.id, req.body)),
  );
  handle(app, c.delete, (req) => tenantTx(db, req, (tx) => deleteCustomer(tx, req.params.id)));
  handle(app, c.search, (req) =>
    tenantTx(db, req, async (tx) => ({
      data: (await searchCustomers(tx, {
        keyword: req.body.keyword,
        customerTypeId: req.body.customer_type_id || undefined,
        inventoryId: req.body.inventory_id || undefined,
      })) as never,
    })),
  );
  handle(app, c.searchById, (req) =>
    tenantTx(db, req, (tx) => getCustomer(tx, authOf(req), req.params.id) as never),
  );
  handle(app, c.lookup, (req) =>
    tenantTx(db, req, async (tx) => ({
      data: (
        await sql<{ id: string; code: string; name: string; phone: string }>`select id, code, name, phone
          from customers where status = 1 order by name collate "und-x-icu" limit 5000`.execute(tx)
      ).rows,
    })),
  );
  handle(app, c.detailStatement, (req) =>
    tenantTx(db, req, (tx) =>
      partyDetailStatement(
        tx,
        'customer',
        sql<{ id: string; code: string; name: string }>`select id, code, name from customers`,
        req.query,
      ),
    ),
  );

  registerTable(app, PARTY_TABLES.suppliers, suppliersTable, { title: 'Suppliers' });
  handle(app, s.get, (req) => tenantTx(db, req, (tx) => getSupplier(tx, req.params.id) as never));
  handle(app, s.create, (req) => tenantTx(db, req, (tx) => createSupplier(tx, authOf(req), req.body)));
  handle(app, s.update, (req) => tenantTx(db, req, (tx) => updateSupplier(tx, req.params.id, req.body)));
  handle(app, s.delete, (req) => tenantTx(db, req, (tx) => deleteSupplier(tx, req.params.id)));
  handle(app, s.lookup, (req) =>
    tenantTx(db, req, async (tx) => ({
      data: (
        await sql<{ id: string; name: string; phone: string | null }>`select id, name, phone from suppliers
          where status = 1 order by name collate "und-x-icu" limit 5000`.execute(tx)
      ).rows,
    })),
  );
  handle(app, s.detailStatement, (req) =>
    tenantTx(db, req, (tx) =>
      partyDetailStatement(
        tx,
        'supplier',
        sql<{ id: string; name: string }>`select id, name from suppliers`,
        req.query,
      ),
    ),
  );
}
