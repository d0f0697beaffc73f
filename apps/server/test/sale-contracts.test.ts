import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Client } from './support/app.js';
import { useTestApp } from './support/app.js';
import { createBoxes } from './support/ledger.js';
import { useStockTenant } from './support/stock-tenant.js';

/**
 * Sale contracts made from an ORDINARY sale (issue 17 item 5: "a contract made from a template and a sale
 * (residence or ordinary)"): the items table and the sale's amounts fill the template, the draft is edited,
 * signing freezes it with the SHA-256 of its text, a later edit makes version 2, and the version printed
 * (the GET the print window is made from) is the frozen one.
 */
const t = useTestApp();
const { s, makeItem, stock, lot } = useStockTenant(t);
let clerk: Client;
let saleId: string;
let invoice: string;
let customer: string;
let templateId: string;
let boxes: Awaited<ReturnType<typeof createBoxes>>;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const BODY =
  '<p dir="rtl">عقد بيع رقم {{contract.number}} للفاتورة {{sale.number}}</p>' +
  '<p dir="rtl">المشتري: {{customer.name}}، الهاتف {{customer.phone}}</p>' +
  '<p dir="rtl">المجموع: {{sale.total}} ({{sale.total_words}})</p>' +
  '<p>{{sale.items_table}}</p><p>{{sale.schedule_table}}</p><p>{{unit.code}}</p>';

beforeAll(async () => {
  boxes = await createBoxes(t.db.system, s.tenant.tenantId, s.pharmacy);
  const item = await makeItem({ name: 'Solar panel 550 W' });
  const [lotId] = (await stock(item.id, [lot({ quantity: '20', sale_price: '250000' })])) as [string];
  customer = (
    await s.admin.post('/api/customer', { name: 'سارا حسن', inventory_id: s.pharmacy, phone: '0750' })
  ).json().id;
  const sale = await s.admin.post('/api/sale', {
    inventory_id: s.pharmacy,
    sale_date: '2026-03-02',
    currency_code: 'IQD',
    cash_box_id: boxes.iqd,
    customer_id: customer,
    lines: [{ product_id: lotId, sale_quantity: '4', sale_price: '250000' }],
  });
  expect(sale.statusCode, sale.body).toBe(201);
  saleId = sale.json().id;
  invoice = sale.json().invoice_id;
  clerk = await t.signIn(
    await t.createUser(s.tenant.tenantId, {
      abilities: ['sale_contract_list', 'sale_contract_create', 'sale_contract_edit', 'form_template_list'],
      inventories: [s.pharmacy],
    }),
  );
  const template = await s.admin.post('/api/form-template', { name: 'عقد بيع', language: 'ar', body: BODY });
  expect(template.statusCode, template.body).toBe(201);
  templateId = template.json().id;
});

describe('a sale contract from an ordinary sale', () => {
  it('is offered among the customer sales, filled with the items table and the total in Arabic words', async () => {
    const offered = await clerk.get(`/api/inventory/sale-contract/customer/${customer}/sales`);
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().data).toEqual([
      expect.objectContaining({ kind: 'sale', id: saleId, invoice_id: invoice, currency_code: 'IQD' }),
    ]);
    const res = await clerk.post('/api/inventory/sale-contract', {
      form_template_id: templateId,
      sale_id: saleId,
      date: '2026-03-02',
    });
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json();
    expect(draft).toMatchObject({
      status: 'draft',
      version: 1,
      language: 'ar',
      sale_id: saleId,
      residence_sale_id: null,
      sale_invoice_id: invoice,
      customer_name: 'سارا حسن',
      inventory_id: s.pharmacy,
      sha256: null,
    });
    const html: string = draft.body;
    expect(html).toContain(`عقد بيع رقم <bdi>${draft.id}</bdi> للفاتورة <bdi>${invoice}</bdi>`);
    expect(html).toContain('المجموع: <bdi>1,000,000</bdi> (<bdi>مليون دينار</bdi>)');
    // the items table: a header and the one line; no schedule and no unit for an ordinary sale
    expect(html.match(/<tr>/g)).toHaveLength(2);
    expect(html).toContain('Solar panel 550 W');
    expect(html).toContain('<td style="text-align:end">250,000</td>');
    // the unit placeholders of a residence sale print empty, never as braces
    expect(html).not.toContain('{{');
    expect(html).toContain('<p></p>');
  });

  it('edits the draft, signs it frozen with its hash, makes version 2 on a later edit, and prints the signed text', async () => {
    const draft = (
      await clerk.post('/api/inventory/sale-contract', {
        form_template_id: templateId,
        sale_id: saleId,
        date: '2026-03-03',
      })
    ).json();
    const url = `/api/inventory/sale-contract/${draft.id}`;
    const edited = await clerk.request('PUT', url, { body: `${draft.body}<p dir="rtl">الضمان سنتان</p>` });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: draft.id, version: 1, status: 'draft' });
    expect(edited.json().body).toContain('الضمان سنتان');

    const signed = await clerk.post(`${url}/sign`);
    expect(signed.statusCode, signed.body).toBe(200);
    const frozen = signed.json();
    expect(frozen).toMatchObject({ status: 'signed', sale_id: saleId });
    expect(frozen.sha256).toBe(sha256(frozen.body));
    expect(frozen.signed_at).toBeTruthy();
    await expect(
      sql`update sale_contracts set body = 'forged' where id = ${draft.id}`.execute(t.db.system),
    ).rejects.toThrow(/signed/);

    const v2 = await clerk.request('PUT', url, { body: '<p dir="rtl">نص جديد</p>' });
    expect(v2.statusCode, v2.body).toBe(200);
    expect(v2.json()).toMatchObject({
      version: 2,
      status: 'draft',
      contract_no: draft.id,
      sale_id: saleId,
      sha256: null,
    });

    // what the print window is made from: the signed version, unchanged, with its hash and language
    const printed = await clerk.get(url);
    expect(printed.statusCode).toBe(200);
    expect(printed.json()).toMatchObject({
      status: 'signed',
      language: 'ar',
      body: frozen.body,
      sha256: frozen.sha256,
      superseded_by: v2.json().id,
      sale_invoice_id: invoice,
    });
    const versions = (
      (await clerk.post('/api/inventory/sale-contract/list', {})).json().data as {
        contract_no: string;
        version: number;
        status: string;
      }[]
    ).filter((v) => v.contract_no === draft.id);
    expect(versions.map((v) => `${v.version}:${v.status}`).sort()).toEqual(['1:signed', '2:draft']);
  });

  it('refuses a return as the sale, and a sale of a branch the user does not hold', async () => {
    const other = await t.signIn(
      await t.createUser(s.tenant.tenantId, {
        abilities: ['sale_contract_list', 'sale_contract_create'],
        inventories: [s.shop],
      }),
    );
    const input = { form_template_id: templateId, sale_id: saleId, date: '2026-03-02' };
    expect((await other.post('/api/inventory/sale-contract', input)).statusCode).toBe(403);
    const missing = await clerk.post('/api/inventory/sale-contract', { ...input, sale_id: '99999999' });
    expect(missing.statusCode).toBe(404);
    const lots = await sql<{ id: string }>`select product_id as id from sale_details
      where sale_id = ${saleId}`.execute(t.db.system);
    const back = await s.admin.post('/api/sale', {
      inventory_id: s.pharmacy,
      sale_date: '2026-03-04',
      currency_code: 'IQD',
      cash_box_id: boxes.iqd,
      customer_id: customer,
      is_return: true,
      lines: [{ product_id: lots.rows[0]!.id, sale_quantity: '1', sale_price: '250000' }],
    });
    expect(back.statusCode, back.body).toBe(201);
    const onReturn = await clerk.post('/api/inventory/sale-contract', { ...input, sale_id: back.json().id });
    expect(onReturn.statusCode).toBe(404);
    const count = await sql<{ n: string }>`select count(*)::text as n from sale_contracts
      where sale_id = ${saleId}`.execute(t.db.system);
    expect(Number(count.rows[0]!.n)).toBe(3);
  });
});
