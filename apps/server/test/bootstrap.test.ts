import os from 'node:os';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { bootstrap } from '../src/seed/bootstrap.js';
import { DEMO_ROLES } from '../src/seed/demo.js';
import { freshDatabase } from './support/database.js';

describe('bootstrap', () => {
  it('seeds the demo company once, with a generated admin password that signs in', async () => {
    const fresh = await freshDatabase();
    try {
      const first = await bootstrap(fresh.db.system, { adminUsername: 'boss', seedDemo: true });
      expect(first.created).toBe(true);
      expect(first.generatedPassword).toMatch(/^[\w-]{16}$/);
      expect(await bootstrap(fresh.db.system, { adminUsername: 'boss', seedDemo: true })).toEqual({
        created: false,
      });

      const db = fresh.db.system;
      const inventories = await db.selectFrom('inventories').select(['name', 'type']).orderBy('id').execute();
      expect(inventories).toEqual([
        { name: 'Central Pharmacy', type: 0 },
        { name: 'City Shop', type: 1 },
      ]);
      const users = await db.selectFrom('users').select(['username', 'is_superuser']).orderBy('id').execute();
      expect(users.map((u) => u.username)).toEqual([
        'boss',
        'cashier',
        'accountant',
        'employee',
        'engineer',
        'manager',
        'storekeeper',
      ]);
      expect(users.filter((u) => u.is_superuser).map((u) => u.username)).toEqual(['boss']);
      const roles = await db.selectFrom('roles').select('name').orderBy('name').execute();
      expect(roles.map((r) => r.name)).toEqual(Object.keys(DEMO_ROLES).sort());
      const rate = await db
        .selectFrom('exchange_rates')
        .select('exchange_rate')
        .where('type', '=', 0)
        .executeTakeFirstOrThrow();
      expect(rate.exchange_rate).toBe('1310.00000000');
      expect(
        Number(
          await db
            .selectFrom('items')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
            .then((r) => r.n),
        ),
      ).toBeGreaterThanOrEqual(5);
      // the construction project: one approved order, one issue against it
      const issued = await db
        .selectFrom('construction_stock_out_lines')
        .select((eb) => eb.fn.sum<string>('quantity').as('q'))
        .executeTakeFirstOrThrow();
      expect(issued.q).toBe('85.0000');
      // a finished stocktake of City Shop: two bags of cement short
      const counted = await db
        .selectFrom('stock_movements')
        .select((eb) => eb.fn.sum<string>('quantity').as('q'))
        .where('document_type', '=', 'stocktake')
        .executeTakeFirstOrThrow();
      expect(counted.q).toBe('-2.0000');
      // the residence project: six units, one sold on a down payment and 10 premiums, the down payment received
      const units = await db.selectFrom('residence_units').select('status').orderBy('id').execute();
      expect(units.map((u) => u.status)).toEqual([2, 1, 1, 1, 1, 1]);
      const lines = await db
        .selectFrom('residence_sale_instalments')
        .select('amount')
        .orderBy('seq')
        .execute();
      expect(lines.map((l) => l.amount)).toEqual(['36000.000000', ...Array(10).fill('14400.000000')]);
      const allocated = await db.selectFrom('residence_receipt_allocations').select('amount').execute();
      expect(allocated).toEqual([{ amount: '36000.000000' }]);
      // issue 19: shareholders with capital, two assets (one per method), a pending bag of the accountant's
      const holders = await sql<{ n: number }>`select count(*)::int as n from shareholders`.execute(db);
      expect(holders.rows[0]!.n).toBe(2);
      const assets = await db.selectFrom('assets').select(['name', 'method']).orderBy('id').execute();
      expect(assets.map((a) => a.method)).toEqual(['straight_line', 'declining_balance']);
      const bags = await db.selectFrom('money_collections').select(['status', 'amount']).execute();
      expect(bags).toEqual([{ status: 0, amount: '350000.000000' }]);

      const { app } = await buildApp({ db: fresh.db, filesDir: os.tmpdir() });
      const login = (username: string) =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username, password: first.generatedPassword },
        });
      expect((await login('boss')).statusCode).toBe(200);
      const cashierToken = (await login('cashier')).json().token;
      const abilities = await app.inject({
        url: '/api/abilities',
        headers: { authorization: `Bearer ${cashierToken}` },
      });
      expect(abilities.json().data).toContain('sale_create');
      expect(abilities.json().data).not.toContain('general_ledger');
      expect(abilities.json().data).not.toContain('sale_below_cost');

      // the demo cashier sells in both currencies: her own drawers are IQD and USD (issue 15)
      const asCashier = { authorization: `Bearer ${cashierToken}` };
      const me = (await app.inject({ url: '/api/user', headers: asCashier })).json();
      const drawers = me.cash_boxes.filter((b: { for_user_id: string }) => b.for_user_id === me.id);
      expect(drawers.map((b: { currency_code: string }) => b.currency_code).sort()).toEqual(['IQD', 'USD']);
      const lot = await db
        .selectFrom('products as p')
        .innerJoin('items as i', 'i.id', 'p.item_id')
        .select('p.id')
        .where('i.barcode', '=', '6260000000011')
        .where('p.inventory_id', '=', me.default_branch_id)
        .executeTakeFirstOrThrow();
      for (const [currency, price] of [
        ['USD', '0.286260'],
        ['IQD', '375'],
      ] as const) {
        const sold = await app.inject({
          method: 'POST',
          url: '/api/sale',
          headers: asCashier,
          payload: {
            inventory_id: me.default_branch_id,
            sale_date: new Date().toISOString().slice(0, 10),
            currency_code: currency,
            ...(currency === 'USD' ? { exchange_rate: '1310' } : {}),
            amount_paid: '0',
            lines: [{ product_id: lot.id, sale_quantity: '1', sale_price: price }],
          },
        });
        expect(sold.statusCode, sold.body).toBe(201);
      }
      await app.close();
    } finally {
      await fresh.drop();
    }
  });

  it('with SEED_DEMO=0 creates only the tenant and the superuser, with the given password', async () => {
    const fresh = await freshDatabase();
    try {
      const r = await bootstrap(fresh.db.system, {
        adminUsername: 'owner',
        adminPassword: 'given-password',
        seedDemo: false,
      });
      expect(r.generatedPassword).toBeUndefined();
      const db = fresh.db.system;
      expect(await db.selectFrom('users').select('username').execute()).toEqual([{ username: 'owner' }]);
      expect(await db.selectFrom('inventories').select('id').execute()).toEqual([]);
      expect(
        (await db.selectFrom('currencies').select('code').orderBy('code').execute()).map((c) => c.code),
      ).toEqual(['IQD', 'USD']);
    } finally {
      await fresh.drop();
    }
  });
});
