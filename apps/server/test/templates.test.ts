import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Client } from './support/app.js';
import { useTestApp } from './support/app.js';
import { SALES, useResidenceTenant } from './support/residence.js';

/**
 * Rich-text templates (issues 16 and 17): HR letter templates and letters rendered from them, form
 * templates with their preview on a real sale, and sale contracts frozen when signed.
 */
const t = useTestApp();
const r = useResidenceTenant(t);
let hrClerk: Client;
let contractClerk: Client;
let stranger: Client;
let otherBranchUser: Client;
let employeeId: string;
let letterTypeId: string;
let saleId: string;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

beforeAll(async () => {
  hrClerk = await t.signIn(
    await t.createUser(r.tenantId, {
      abilities: ['hr_letter_list', 'hr_letter_create', 'hr_letter_edit', 'hr_letter_template_list'],
      inventories: [r.branch],
    }),
  );
  contractClerk = await t.signIn(
    await t.createUser(r.tenantId, {
      abilities: ['sale_contract_list', 'sale_contract_create', 'sale_contract_edit', 'form_template_list'],
      inventories: [r.branch],
    }),
  );
  otherBranchUser = await t.signIn(
    await t.createUser(r.tenantId, {
      abilities: ['sale_contract_list', 'sale_contract_create', 'form_template_list'],
      inventories: [r.otherBranch],
    }),
  );
  stranger = await t.signIn(
    await t.createUser((await t.createTenant('Other')).tenantId, { superuser: true }),
  );
  letterTypeId = (await r.admin.post('/api/hr/letter-type', { name: 'Salary certificate' })).json().id;
  const department = (await r.admin.post('/api/hr/department', { name: 'Sales' })).json().id;
  const e = await r.admin.post('/api/hr/employee', {
    code: 'E-1',
    name: 'Shirin Ahmed',
    inventory_id: r.branch,
    hr_department_id: department,
    hire_date: '2025-01-01',
    currency_code: 'IQD',
  });
  expect(e.statusCode, e.body).toBe(201);
  employeeId = e.json().id;
  const c = await r.admin.post('/api/hr/employee-contract', {
    employee_id: employeeId,
    start_date: '2025-01-01',
    salary_type: 1,
    amount: '1250000',
  });
  expect(c.statusCode, c.body).toBe(201);
  // a customer whose name tries to inject markup
  const s = await r.admin.post(SALES, r.sale());
  expect(s.statusCode, s.body).toBe(201);
  saleId = s.json().id;
  await sql`update customers set name = ${'Rezan <img src=x onerror=alert(1)>'} where id = ${r.customer}`.execute(
    t.db.system,
  );
});

const LETTER_BODY =
  '<p dir="rtl">بڕوانامەی مووچە بۆ {{employee.name}} لە بەشی {{employee.department}}</p>' +
  '<p>مووچە: {{contract.salary}} {{contract.currency}} ({{contract.salary_words}})</p>' +
  '<p>{{contract.salary_words_en}}</p><script>alert("x")</script><p onclick="steal()">{{letter.date}}</p>';

describe('HR letter templates and letters from them', () => {
  let templateId: string;
  it('stores the template sanitized: scripts and handlers gone, placeholders kept', async () => {
    const res = await r.admin.post('/api/hr/letter-template', {
      name: 'Salary certificate (Kurdish)',
      hr_letter_type_id: letterTypeId,
      language: 'ckb',
      body: LETTER_BODY,
    });
    expect(res.statusCode, res.body).toBe(201);
    templateId = res.json().id;
    const stored = (
      await sql<{ body: string }>`select body from hr_letter_templates where id = ${templateId}`.execute(
        t.db.system,
      )
    ).rows[0]!.body;
    expect(stored).not.toMatch(/script|onclick|alert/);
    expect(stored).toContain('{{employee.name}}');
    expect(stored).toContain('<p dir="rtl">');
    const lookup = (await hrClerk.get('/api/hr/letter-template/list')).json();
    expect(lookup.data).toEqual([expect.objectContaining({ id: templateId, language: 'ckb' })]);
  });

  it('previews a template for an employee in the language asked, sanitized; refused without the ability', async () => {
    const input = { body: LETTER_BODY, language: 'en', employee_id: employeeId };
    const preview = await hrClerk.post('/api/hr/letter-template/preview', input);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().html).toContain('(<bdi>one million two hundred fifty thousand Iraqi dinars</bdi>)');
    expect(preview.json().html).not.toMatch(/script|onclick/);
    expect((await contractClerk.post('/api/hr/letter-template/preview', input)).statusCode).toBe(403);
  });

  it('renders a letter for an employee: values, salary in words, editable; refusals', async () => {
    const refused = await hrClerk.post('/api/hr/letter-template', {
      name: 'x',
      hr_letter_type_id: letterTypeId,
      language: 'en',
      body: '<p>x</p>',
    });
    expect(refused.statusCode).toBe(403);
    const res = await hrClerk.post('/api/hr/letter/from-template', {
      hr_letter_template_id: templateId,
      employee_id: employeeId,
      date: '2026-11-20',
      subject: 'Salary certificate for the bank',
    });
    expect(res.statusCode, res.body).toBe(201);
    const view = (await hrClerk.get(`/api/hr/letter/${res.json().id}/view`)).json();
    expect(view.language).toBe('ckb');
    expect(view.body_html).toContain('بڕوانامەی مووچە بۆ <bdi>Shirin Ahmed</bdi> لە بەشی <bdi>Sales</bdi>');
    expect(view.body_html).toContain(
      'مووچە: <bdi>1,250,000</bdi> <bdi>IQD</bdi> (<bdi>یەک ملیۆن و دووسەد و پەنجا هەزار دینار</bdi>)',
    );
    expect(view.body_html).toContain('one million two hundred fifty thousand Iraqi dinars');
    expect(view.body_html).toContain('2026-11-20');
    expect(view.body_html).not.toMatch(/script|onclick/);
    // the plain text is what the keyword search reads
    const found = (await hrClerk.get('/api/hr/letter/list?keyword=ملیۆن')).json();
    expect(found.data.map((l: { id: string }) => l.id)).toContain(res.json().id);

    const edited = await hrClerk.request('PUT', `/api/hr/letter/${res.json().id}/body`, {
      body_html: '<p>Edited <b>text</b><script>x()</script></p>',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().body_html).toBe('<p>Edited <b>text</b></p>');

    // another tenant sees neither the template nor the employee
    expect((await stranger.get(`/api/hr/letter-template/${templateId}`)).statusCode).toBe(404);
    const foreign = await stranger.post('/api/hr/letter/from-template', {
      hr_letter_template_id: templateId,
      employee_id: employeeId,
      date: '2026-11-20',
      subject: 'x',
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty('hr_letter_template_id');
  });
});

const FORM_BODY =
  '<h2>گرێبەستی فرۆشتن {{contract.number}}</h2><p>کڕیار: {{customer.name}}، یەکە: {{unit.code}}</p>' +
  '<p>کۆی گشتی: {{sale.total}} ({{sale.total_words}})</p><p>{{sale.schedule_table}}</p>' +
  '<p>{{sale.total_words_ar}}</p>';

describe('form templates and sale contracts', () => {
  let formId: string;
  it('previews a form template on a real sale: values escaped, the schedule as a table, words in Kurdish and Arabic', async () => {
    const created = await r.admin.post('/api/form-template', {
      name: 'Villa contract',
      language: 'ckb',
      body: FORM_BODY,
    });
    expect(created.statusCode, created.body).toBe(201);
    formId = created.json().id;
    const preview = await contractClerk.post('/api/form-template/preview', {
      body: FORM_BODY,
      language: 'ckb',
      residence_sale_id: saleId,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const html: string = preview.json().html;
    expect(html).toContain('کڕیار: <bdi>Rezan &lt;img src=x onerror=alert(1)&gt;</bdi>');
    expect(html).not.toContain('<img');
    expect(html).toContain('V-a');
    expect(html).toContain('کۆی گشتی: <bdi>30,000.00</bdi> (<bdi>سی هەزار دۆلار</bdi>)');
    expect(html).toContain('ثلاثون ألف دولار');
    expect(html.match(/<tr>/g)).toHaveLength(4); // the header and three premiums
    expect(html).toContain('<td style="text-align:end">10,000.00</td>');
    // neither sale nor both
    const none = await contractClerk.post('/api/form-template/preview', { body: FORM_BODY, language: 'ckb' });
    expect(none.statusCode).toBe(422);
    // another branch's user may not read this branch's sale
    const other = await otherBranchUser.post('/api/form-template/preview', {
      body: FORM_BODY,
      language: 'ckb',
      residence_sale_id: saleId,
    });
    expect(other.statusCode).toBe(403);
  });

  it('makes a contract, edits the draft, signs it with the hash of its text, and versions later edits', async () => {
    const res = await contractClerk.post('/api/inventory/sale-contract', {
      form_template_id: formId,
      residence_sale_id: saleId,
      date: '2026-02-01',
    });
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json();
    expect(draft).toMatchObject({
      status: 'draft',
      version: 1,
      language: 'ckb',
      sha256: null,
      contract_no: draft.id,
    });
    expect(draft.body).toContain(`گرێبەستی فرۆشتن <bdi>${draft.id}</bdi>`);
    const url = `/api/inventory/sale-contract/${draft.id}`;
    const edited = await contractClerk.request('PUT', url, { body: `${draft.body}<p>مەرجی زیادە</p>` });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: draft.id, version: 1, status: 'draft' });

    const signed = await contractClerk.post(`${url}/sign`);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().status).toBe('signed');
    expect(signed.json().sha256).toBe(sha256(signed.json().body));
    expect(signed.json().body).toContain('مەرجی زیادە');
    expect((await contractClerk.post(`${url}/sign`)).statusCode).toBe(409);

    // the signed row cannot change, not even by SQL
    await expect(
      sql`update sale_contracts set body = 'forged' where id = ${draft.id}`.execute(t.db.system),
    ).rejects.toThrow(/signed/);
    expect((await r.admin.request('DELETE', url)).statusCode).toBe(409);

    // editing it makes version 2, a draft; the signed version stays as it was
    const v2 = await contractClerk.request('PUT', url, { body: '<p>نوێ</p>' });
    expect(v2.statusCode, v2.body).toBe(200);
    expect(v2.json()).toMatchObject({
      version: 2,
      status: 'draft',
      contract_no: draft.id,
      body: '<p>نوێ</p>',
    });
    expect(v2.json().id).not.toBe(draft.id);
    const v1 = (await contractClerk.get(url)).json();
    expect(v1).toMatchObject({ status: 'signed', superseded_by: v2.json().id, sha256: signed.json().sha256 });
    expect(v1.body).toBe(signed.json().body);
    expect((await contractClerk.request('PUT', url, { body: '<p>again</p>' })).statusCode).toBe(409);

    const list = (await contractClerk.post('/api/inventory/sale-contract/list', {})).json();
    expect(list.data.map((c: { version: number }) => c.version).sort()).toEqual([1, 2]);
  });

  it('refuses without the ability, outside the branch and across tenants', async () => {
    const input = { form_template_id: formId, residence_sale_id: saleId, date: '2026-02-01' };
    expect((await r.viewer.post('/api/inventory/sale-contract', input)).statusCode).toBe(403);
    expect((await otherBranchUser.post('/api/inventory/sale-contract', input)).statusCode).toBe(403);
    const foreign = await stranger.post('/api/inventory/sale-contract', input);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty('form_template_id');
    const mine = (await contractClerk.post('/api/inventory/sale-contract', input)).json();
    expect((await stranger.get(`/api/inventory/sale-contract/${mine.id}`)).statusCode).toBe(404);
    expect((await otherBranchUser.get(`/api/inventory/sale-contract/${mine.id}`)).statusCode).toBe(403);
    const strangerList = (await stranger.post('/api/inventory/sale-contract/list', {})).json();
    expect(strangerList.data).toEqual([]);
    // a draft may be deleted by who holds the ability
    expect(
      (await contractClerk.request('DELETE', `/api/inventory/sale-contract/${mine.id}`)).statusCode,
    ).toBe(403);
    expect((await r.admin.request('DELETE', `/api/inventory/sale-contract/${mine.id}`)).statusCode).toBe(200);
  });

  it('refuses bad input with a 422 naming the field, never a 500', async () => {
    const bad = async (method: 'POST' | 'PUT' | 'GET', url: string, body: unknown, field?: string) => {
      const res = await r.admin.request(method, url, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(422);
      if (field) expect(res.json().errors).toHaveProperty(field);
    };
    const contract = { form_template_id: formId, residence_sale_id: saleId };
    await bad('POST', '/api/inventory/sale-contract', { ...contract, date: '2026-02-30' }, 'date');
    await bad(
      'POST',
      '/api/inventory/sale-contract',
      { ...contract, sale_id: saleId, date: '2026-02-01' },
      'residence_sale_id',
    );
    await bad(
      'POST',
      '/api/inventory/sale-contract',
      { ...contract, form_template_id: 'x', date: '2026-02-01' },
      'form_template_id',
    );
    await bad('POST', '/api/form-template', { name: 'x', language: 'fr', body: '<p>x</p>' }, 'language');
    await bad('POST', '/api/form-template', { name: 'x', language: 'en', body: '<p>a\u0000b</p>' }, 'body');
    await bad('GET', '/api/inventory/sale-contract/abc', undefined);
    const missing = await r.admin.request('PUT', '/api/inventory/sale-contract/999999', { body: '<p>x</p>' });
    expect(missing.statusCode).toBe(404);
    const noSale = await r.admin.post('/api/form-template/preview', {
      body: '<p>x</p>',
      language: 'en',
      residence_sale_id: '999999',
    });
    expect(noSale.statusCode).toBe(404);
    // a text that sanitizes to nothing is refused on the field
    const draft = (
      await r.admin.post('/api/inventory/sale-contract', { ...contract, date: '2026-02-01' })
    ).json();
    await bad('PUT', `/api/inventory/sale-contract/${draft.id}`, { body: '<script>x()</script>' }, 'body');
  });
});
