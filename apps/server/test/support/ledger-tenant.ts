import { beforeAll, expect } from 'vitest';
import type { Client, TestContext } from './app.js';
import type { TenantFixture, UserFixture } from './fixtures.js';
import { createBoxes } from './ledger.js';

export const LEDGER_DATE = '2026-11-20';

/** What the ledger tests' accountant may do. */
export const ACCOUNTANT = [
  'variable_expense_list',
  'variable_expense_create',
  'variable_expense_edit',
  'variable_expense_delete',
  'income_list',
  'income_create',
  'capital_create',
  'capital_list',
  'cash_box_transfer_create',
  'cash_box_transfer_list',
  'money_conversion_create',
  'money_conversion_list',
  'general_ledger',
  'balance_sheet',
  'report_cash_box_account_statement',
  'report_cash_box_account_statement_summary',
  'invoice_audit',
  'cash_box_list',
];

/**
 * The ledger tests' tenant, made once per file: an accountant with her boxes, an expense category and a
 * shareholder; negative cash allowed (the cash cover rule has its own tests, cash-guard.test.ts).
 */
export function useLedgerTenant(t: TestContext) {
  const ctx = {} as {
    tenant: TenantFixture;
    accountant: Client;
    accountantUser: UserFixture;
    boxes: Awaited<ReturnType<typeof createBoxes>>;
    categoryId: string;
    shareholderId: string;
  };

  const expense = (over: Record<string, unknown> = {}) => ({
    date: LEDGER_DATE,
    cash_box_id: ctx.boxes.usd,
    amount: '25.50',
    currency_code: 'USD',
    exchange_rate: '1310',
    category_id: ctx.categoryId,
    note: 'Printer paper',
    ...over,
  });
  const boxBalance = async (c: Client, id: string) =>
    (await c.get('/api/accounting/cash-box/my-cashbox')).json().data.find((b: { id: string }) => b.id === id)
      ?.balance;

  beforeAll(async () => {
    ctx.tenant = await t.createTenant();
    ctx.accountantUser = await t.createUser(ctx.tenant.tenantId, {
      abilities: ACCOUNTANT,
      inventories: [ctx.tenant.inventoryIds[0]!],
      name: 'Karwan',
    });
    ctx.accountant = await t.signIn(ctx.accountantUser);
    ctx.boxes = await createBoxes(
      t.db.system,
      ctx.tenant.tenantId,
      ctx.tenant.inventoryIds[0]!,
      ctx.accountantUser.id,
    );
    const admin = await t.signIn(await t.createUser(ctx.tenant.tenantId, { superuser: true }));
    expect((await admin.request('PUT', '/api/setting', { allowNegativeCash: true })).statusCode).toBe(200);
    ctx.categoryId = (await admin.post('/api/general/expense-category', { name: 'Stationery' })).json().id;
    ctx.shareholderId = (await admin.post('/api/general/shareholder', { name: 'Partner A' })).json().id;
  });

  return { ctx, expense, boxBalance };
}
