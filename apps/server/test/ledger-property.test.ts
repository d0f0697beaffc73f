import { add, convert, dec, toText } from '@bb/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import { createBoxes, expectLedgerBalanced } from './support/ledger.js';

const t = useTestApp();
let c: Client;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
let refs: { category: string; income: string; shareholder: string };

type Op =
  | {
      op: 'create';
      kind: 'variable_expense' | 'income' | 'capital' | 'cash_box_transfer' | 'money_conversion';
      usd: boolean;
      amount: string;
      day: number;
    }
  | { op: 'edit'; pick: number; amount: string; day: number }
  | { op: 'delete'; pick: number };

const amount = fc.bigInt({ min: 1n, max: 5_000_000_000n }).map((n) => toText(dec(n.toString()).div(100)));
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('create' as const),
      kind: fc.constantFrom(
        'variable_expense' as const,
        'income' as const,
        'capital' as const,
        'cash_box_transfer' as const,
        'money_conversion' as const,
      ),
      usd: fc.boolean(),
      amount,
      day: fc.integer({ min: 1, max: 28 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('edit' as const),
      pick: fc.nat(),
      amount,
      day: fc.integer({ min: 1, max: 28 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }) },
);

const PATH = {
  variable_expense: 'accounting/variable-expense',
  income: 'accounting/income',
  capital: 'accounting/capital',
  cash_box_transfer: 'accounting/cash-box/transfer',
  money_conversion: 'accounting/cash-box/money-conversion',
} as const;

interface Live {
  id: string;
  kind: keyof typeof PATH;
  body: Record<string, unknown>;
}

/** What a document does to each box, by an independent reckoning (the oracle). */
function effect(d: Live): [string, string][] {
  const a = String(d.body.amount);
  const from = String(d.body.cash_box_id);
  switch (d.kind) {
    case 'variable_expense':
      return [[from, `-${a}`]];
    case 'income':
    case 'capital':
      return [[from, a]];
    case 'cash_box_transfer':
      return [
        [from, `-${a}`],
        [String(d.body.to_cash_box_id), a],
      ];
    case 'money_conversion': {
      const toUsd = d.body.currency_code === 'IQD';
      const received = toText(convert(a, '1310', toUsd ? 'divide' : 'multiply'));
      return [
        [from, `-${a}`],
        [String(d.body.to_cash_box_id), received],
      ];
    }
  }
}

function bodyOf(kind: keyof typeof PATH, usd: boolean, amt: string, day: number): Record<string, unknown> {
  const date = `2026-10-${String(day).padStart(2, '0')}`;
  const currency = usd ? 'USD' : 'IQD';
  const base = {
    date,
    amount: amt,
    currency_code: currency,
    cash_box_id: usd ? boxes.usd : boxes.iqd,
    ...(usd ? { exchange_rate: '1310' } : {}),
  };
  switch (kind) {
    case 'variable_expense':
      return { ...base, category_id: refs.category };
    case 'income':
      return { ...base, category_id: refs.income };
    case 'capital':
      return { ...base, category_id: refs.shareholder };
    case 'cash_box_transfer':
      return {
        ...base,
        currency_code: 'IQD',
        exchange_rate: undefined,
        cash_box_id: boxes.iqd,
        to_cash_box_id: boxes.iqd2,
      };
    case 'money_conversion':
      return { ...base, exchange_rate: '1310', to_cash_box_id: usd ? boxes.iqd : boxes.usd };
  }
}

beforeAll(async () => {
  const tenant = await t.createTenant();
  c = await t.signIn(await t.createUser(tenant.tenantId, { superuser: true }));
  boxes = await createBoxes(t.db.system, tenant.tenantId, tenant.inventoryIds[0]!);
  // random withdrawals overdraw boxes: the cash cover rule has its own tests (cash-guard.test.ts)
  expect((await c.request('PUT', '/api/setting', { allowNegativeCash: true })).statusCode).toBe(200);
  refs = {
    category: (await c.post('/api/general/expense-category', { name: 'Any' })).json().id,
    income: (await c.post('/api/accounting/income-type', { name: 'Any' })).json().id,
    shareholder: (await c.post('/api/general/shareholder', { name: 'Any' })).json().id,
  };
});

describe('ledger properties', () => {
  it('random documents, edits and deletions keep every entry balanced, the trial balance at zero and statements equal to balances', async () => {
    const live: Live[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 3, maxLength: 12 }), async (ops) => {
        for (const o of ops) {
          if (o.op === 'create') {
            const body = bodyOf(o.kind, o.usd, o.amount, o.day);
            const res = await c.post(`/api/${PATH[o.kind]}`, body);
            expect(res.statusCode, res.body).toBe(201);
            live.push({ id: res.json().id, kind: o.kind, body });
          } else if (live.length > 0) {
            const i = o.pick % live.length;
            const d = live[i]!;
            if (o.op === 'edit') {
              const body = { ...d.body, amount: o.amount, date: `2026-10-${String(o.day).padStart(2, '0')}` };
              const res = await c.request('PUT', `/api/${PATH[d.kind]}/${d.id}`, body);
              expect(res.statusCode, res.body).toBe(200);
              d.body = body;
            } else {
              expect((await c.request('DELETE', `/api/${PATH[d.kind]}/${d.id}`)).statusCode).toBe(204);
              live.splice(i, 1);
            }
          }
        }
        // every box's balance equals the oracle's reckoning and the statement's closing balance
        const expected = new Map<string, string>();
        for (const d of live)
          for (const [box, delta] of effect(d))
            expected.set(box, toText(add(expected.get(box) ?? '0', delta)));
        const mine = (await c.get('/api/accounting/cash-box/my-cashbox')).json().data as {
          id: string;
          balance: string;
        }[];
        for (const box of Object.values(boxes)) {
          const balance = mine.find((b) => b.id === box)!.balance;
          expect(
            dec(balance).eq(expected.get(box) ?? '0'),
            `box ${box}: ${balance} vs ${expected.get(box)}`,
          ).toBe(true);
          const st = (
            await c.get(
              `/api/accounting/cash-box/detail-account-statement?cash_box_id=${box}&start_date=2026-01-01&end_date=2026-12-31`,
            )
          ).json();
          expect(dec(st.closing_balance).eq(balance)).toBe(true);
        }
        const tb = (await c.get('/api/accounting/trial-balance?end_date=2026-12-31')).json();
        expect(tb.footer.difference).toBe('0');
        const bs = (await c.get('/api/accounting/balance-sheet?as_of=2026-12-31')).json();
        expect(bs.balanced).toBe(true);
      }),
      { numRuns: 12 },
    );
    await expectLedgerBalanced(t.db.system);
  }, 120_000);
});
