import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiToken, bearer, expect, signIn, test } from './fixtures';
import { expectFitsAt1440, ownDropdown, pickOption, rowWith, submit, tableReady } from './helpers';
import { expectJoinedRightToLeft, expectPdfTextJoinedRightToLeft } from './print-checks';

/** The admin's API for setting a journey up: `make` posts a record (refusing any failure), `me` the admin's user. */
/** The residence POS's unit search once its first answer (the available units) has arrived. */
async function unitPicker(page: Page): Promise<Locator> {
  await expect(page.getByTestId('unit-search-results')).toHaveAttribute('data-ready', 'true', {
    timeout: 30_000,
  });
  return page.getByTestId('unit-search');
}

async function adminApi(request: APIRequestContext) {
  const headers = bearer(await apiToken(request, 'admin'));
  const make = async (path: string, data: Record<string, unknown>) => {
    const r = await request.post(`/api/${path}`, { headers, data });
    expect(r.ok(), await r.text()).toBe(true);
    return ((await r.json()) as { id: string }).id;
  };
  const me = (await (await request.get('/api/user', { headers })).json()) as { default_branch_id: string };
  return { make, me, stamp: String(Date.now()).slice(-7) };
}

test('residence sales: sell a unit on 10 monthly premiums, see the schedule, receive an instalment, return it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { make, me, stamp } = await adminApi(request);
  const area = await make('residence-area', { name: `E2E North ${stamp}` });
  const view = await make('residence-view', { name: `E2E Garden ${stamp}` });
  const code = `E2E-V${stamp}`;
  await make('general/residence-unit', {
    name: `Villa ${stamp}`,
    code,
    residence_area_id: area,
    residence_view_id: view,
    currency_code: 'IQD',
    sale_price: '120000000',
  });
  const customer = `E2E Buyer ${stamp}`;
  await make('customer', { name: customer, inventory_id: me.default_branch_id, phone: '0770' });

  await signIn(page, 'admin');
  await page.goto('/inventory/residence-pos/0/no/no');
  const units = await unitPicker(page);

  await test.step('pick the unit, the customer and a 10-premium plan: the schedule sums to the total', async () => {
    await units.locator('input').fill(code);
    await expect(rowWith(page, code)).toHaveCount(1);
    await rowWith(page, code).locator('[data-testid^="row-pick-"]').click();
    await expect(page.getByTestId('residence-sale-units')).toContainText(code);
    await pickOption(page, page.getByTestId('field-customer_id'), customer);
    await page.locator('#down_payment').fill('20000000');
    await page.locator('#down_payment').blur();
    const schedule = page.getByTestId('residence-schedule');
    // the down payment and 10 premiums of 10,000,000
    await expect(schedule.locator('tbody tr.ant-table-row')).toHaveCount(11);
    await expect(page.getByTestId('schedule-sum')).toHaveText('120,000,000');
    await expect(page.getByTestId('residence-sale-total')).toContainText('120,000,000');
    await submit(page.getByTestId('form-submit'));
    await expect(page.getByText(/Sale RS-\d+ saved\./)).toBeVisible();
    // the sold unit is no longer offered
    await expect(rowWith(page, code)).toHaveCount(0);
  });

  await test.step('the list shows the sale; its row opens the schedule; an instalment is received', async () => {
    await page.goto('/inventory/residence-sale');
    const list = await tableReady(page, 'residence_sales');
    const row = rowWith(page, customer);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(code);
    await row.locator('.ant-table-row-expand-icon').click();
    const schedule = list.getByTestId('residence-schedule');
    await expect(schedule.locator('tbody tr.ant-table-row')).toHaveCount(11);
    await row.locator('[data-testid^="row-receive-"]').click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('form-residence-receipt') });
    await expect(dialog.locator('#amount')).toHaveValue('20000000');
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText(/Receipt RR-\d+ saved\./)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(schedule.locator('[data-state="paid"]')).toHaveCount(1);
    await expect(row).toContainText('100,000,000');
  });

  await test.step('at 1440 px the sales, the ageing and the units show their columns with no sideways scroll', async () => {
    await expectFitsAt1440(page, await tableReady(page, 'residence_sales'));
    await page.goto('/inventory/residence-ageing');
    await expectFitsAt1440(page, await tableReady(page, 'residence_ageing_customer'));
    await page.goto('/inventory/residence/residence-unit');
    await expectFitsAt1440(page, await tableReady(page, 'residence_unit'));
    await page.goto('/inventory/residence-sale');
    await tableReady(page, 'residence_sales');
  });

  await test.step('the sale is returned keeping 10% of what was paid; the return is listed, the unit is free', async () => {
    await rowWith(page, customer).locator('[data-testid^="row-return-"]').click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('form-residence-return') });
    await dialog.locator('#forfeit').fill('10');
    await expect(dialog.getByTestId('return-refund')).toContainText('18,000,000');
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText(/Return RSR-\d+ saved\./)).toBeVisible();
    await page.goto('/inventory/residence-sale-return');
    await tableReady(page, 'residence_sale_returns');
    const returned = rowWith(page, customer);
    await expect(returned).toContainText('2,000,000');
    await expect(returned).toContainText('18,000,000');
    await page.goto('/inventory/residence-pos/0/no/no');
    const again = await unitPicker(page);
    await again.locator('input').fill(code);
    await expect(rowWith(page, code)).toHaveCount(1);
  });
});

test('form template: write a Kurdish template with fields from the picker, preview it live on a real sale', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { make, me, stamp } = await adminApi(request);
  const area = await make('residence-area', { name: `E2E South ${stamp}` });
  const view = await make('residence-view', { name: `E2E Lake ${stamp}` });
  const code = `E2E-C${stamp}`;
  const unit = await make('general/residence-unit', {
    name: `Villa ${stamp}`,
    code,
    residence_area_id: area,
    residence_view_id: view,
    currency_code: 'USD',
    sale_price: '30000',
  });
  const customer = `کڕیاری ${stamp}`;
  const customerId = await make('customer', {
    name: customer,
    inventory_id: me.default_branch_id,
    phone: '0771',
  });
  await make('inventory/residence-sale', {
    inventory_id: me.default_branch_id,
    date: new Date().toISOString().slice(0, 10),
    customer_id: customerId,
    currency_code: 'USD',
    exchange_rate: '1310',
    units: [{ residence_unit_id: unit, price: '30000' }],
    premium_type: 1,
    premium_count: 3,
    frequency: 1,
    first_due_date: new Date().toISOString().slice(0, 10),
  });
  const templateName = `گرێبەستی ڤیلا ${stamp}`;

  await signIn(page, 'admin');

  await test.step('write the template in the editor with fields from the picker; the preview fills them', async () => {
    await page.goto('/inventory/form-template/add');
    await page.locator('#name').fill(templateName);
    await pickOption(page, page.getByTestId('field-language'), 'Kurdish');
    const editor = page.getByTestId('rich-text-content');
    await editor.click();
    await page.keyboard.type('ئەم گرێبەستە لە نێوان کۆمپانیا و ');
    const picker = page.getByTestId('rich-text-field-picker');
    await picker.click();
    await page.keyboard.type('Name');
    await (await ownDropdown(page, picker)).locator('.ant-select-item-option[title="Name"]').first().click();
    await page.keyboard.type(' بە بڕی ');
    await picker.click();
    await page.keyboard.type('Total in words (Kurdish)');
    await page.keyboard.press('Enter');
    await expect(editor).toContainText('{{customer.name}}');
    await expect(editor).toContainText('{{sale.total_words_ckb}}');
    await expect(editor.locator('p').first()).toHaveAttribute('dir', 'rtl');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await picker.click();
    await page.keyboard.type('Schedule table');
    await page.keyboard.press('Enter');
    // the live preview on the customer's sale
    await pickOption(page, page.getByTestId('sale-picker-customer'), customer);
    await page.getByTestId('sale-picker-sale').click();
    await (await ownDropdown(page, page.getByTestId('sale-picker-sale')))
      .locator('.ant-select-item-option')
      .first()
      .click();
    const preview = page.getByTestId('template-preview');
    await expect(preview).toContainText(`لە نێوان کۆمپانیا و ${customer} بە بڕی سی هەزار دۆلار`);
    await expect(preview.locator('table tbody tr')).toHaveCount(3);
    await submit(page.getByTestId('form-submit'));
    await tableReady(page, 'form_template');
    await expect(rowWith(page, templateName)).toHaveCount(1);
  });
});

test('issue 17: sell a unit on 10 monthly premiums in USD, take two receipts, hand over the key, print the contract in Kurdish', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { make, me, stamp } = await adminApi(request);
  const area = await make('residence-area', { name: `E2E East ${stamp}` });
  const view = await make('residence-view', { name: `E2E Hills ${stamp}` });
  const code = `E2E-K${stamp}`;
  await make('general/residence-unit', {
    name: `Villa ${stamp}`,
    code,
    residence_area_id: area,
    residence_view_id: view,
    currency_code: 'USD',
    sale_price: '50000',
  });
  const customer = `هێمن ${stamp}`;
  await make('customer', { name: customer, inventory_id: me.default_branch_id, phone: '0772' });
  const templateName = `گرێبەستی فرۆشتنی خانوو ${stamp}`;
  await make('form-template', {
    name: templateName,
    language: 'ckb',
    body:
      '<p dir="rtl">ئەم گرێبەستە لە نێوان کۆمپانیا و {{customer.name}} بە بڕی {{sale.total_words}} بۆ یەکەی {{unit.code}}</p>' +
      '<p>{{sale.schedule_table}}</p>',
  });

  await signIn(page, 'admin');

  await test.step('the POS sells the unit in USD: 20,000 down and 10 monthly premiums of 3,000', async () => {
    await page.goto('/inventory/residence-pos/0/no/no');
    const units = await unitPicker(page);
    await pickOption(page, page.getByTestId('field-currency_code'), 'USD');
    const rate = page.locator('#exchange_rate');
    if ((await rate.inputValue()) === '') await rate.fill('1310');
    await units.locator('input').fill(code);
    await expect(rowWith(page, code)).toHaveCount(1);
    await rowWith(page, code).locator('[data-testid^="row-pick-"]').click();
    await expect(page.getByTestId('residence-sale-units')).toContainText(code);
    await expect(page.getByRole('textbox', { name: `Price ${code}` })).toHaveValue('50000');
    await pickOption(page, page.getByTestId('field-customer_id'), customer);
    await expect(page.getByTestId('field-premium_count')).toContainText('10');
    await expect(page.locator('#frequency')).toHaveValue('1');
    await expect(page.getByText('Every month')).toBeVisible();
    await page.locator('#down_payment').fill('20000');
    await page.locator('#down_payment').blur();
    const schedule = page.getByTestId('residence-schedule');
    const lines = schedule.locator('tbody tr.ant-table-row');
    await expect(lines).toHaveCount(11);
    await expect(lines.nth(1)).toContainText('3,000');
    await expect(lines.nth(10)).toContainText('3,000');
    await expect(page.getByTestId('schedule-sum')).toHaveText('50,000');
    await submit(page.getByTestId('form-submit'));
    await expect(page.getByText(/Sale RS-\d+ saved\./)).toBeVisible();
  });

  const row = rowWith(page, customer);
  await test.step('two receipts: the down payment, then 10,000 settling the oldest premiums first', async () => {
    await page.goto('/inventory/residence-sale');
    const list = await tableReady(page, 'residence_sales');
    await expect(row).toHaveCount(1);
    await row.locator('.ant-table-row-expand-icon').click();
    const schedule = list.getByTestId('residence-schedule');
    await expect(schedule.locator('tbody tr.ant-table-row')).toHaveCount(11);
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('form-residence-receipt') });

    await row.locator('[data-testid^="row-receive-"]').click();
    await expect(dialog.locator('#amount')).toHaveValue('20000');
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText(/Receipt RR-\d+ saved\./).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(schedule.locator('[data-state="paid"]')).toHaveCount(1);

    await row.locator('[data-testid^="row-receive-"]').click();
    await expect(dialog.locator('#amount')).toHaveValue('3000');
    await dialog.locator('#amount').fill('10000');
    await dialog.locator('#note').fill('دووەم وەرگرتن');
    await expect(dialog.locator('#amount')).toHaveValue('10000');
    await submit(dialog.getByTestId('form-submit'));
    await expect(dialog).toBeHidden();
    // 3 premiums paid, the 4th partly (1,000 of 3,000)
    await expect(schedule.locator('[data-state="paid"]')).toHaveCount(4);
    await expect(row).toContainText('30,000');
    await expect(row).toContainText('20,000');
  });

  await test.step('the key is handed over: 30,000 paid covers the 60% pre-key portion', async () => {
    await row.locator('[data-testid^="row-key-"]').click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('form-key-handover') });
    await expect(dialog).toContainText('30,000');
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText(/The key of RS-\d+ is handed over\./)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.locator('[data-testid^="row-key-"]')).toHaveCount(0);
    await expect(row).toContainText(new Date().toISOString().slice(0, 4));
  });

  await test.step('the contract is made from the Kurdish template and the sale, signed and printed right to left', async () => {
    await page.goto('/inventory/sale-contract');
    await tableReady(page, 'sale_contracts');
    await page.getByTestId('table-add').click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('form-sale-contract') });
    await pickOption(page, dialog.getByTestId('field-form_template_id'), templateName);
    await pickOption(page, dialog.getByTestId('sale-picker-customer'), customer);
    await dialog.getByTestId('sale-picker-sale').click();
    await (await ownDropdown(page, dialog.getByTestId('sale-picker-sale')))
      .locator('.ant-select-item-option')
      .first()
      .click();
    await submit(dialog.getByTestId('form-submit'));
    const body = page.getByTestId('contract-body');
    await expect(body).toContainText(`${customer} بە بڕی پەنجا هەزار دۆلار بۆ یەکەی ${code}`);
    await expect(body.locator('table tbody tr')).toHaveCount(11);
    await expect(page.getByTestId('contract-status')).toHaveText('Draft');
    await page.getByTestId('contract-sign').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('contract-status')).toHaveText('Signed');
    await expect(page.getByTestId('contract-hash')).toHaveText(/^[0-9a-f]{64}$/);

    const popupPromise = page.waitForEvent('popup');
    await page.getByTestId('contract-print').click();
    const popup = await popupPromise;
    const printed = popup.getByTestId('print-rich-text');
    await expect(printed).toContainText(`لە نێوان کۆمپانیا و ${customer}`);
    await expect(printed).toContainText('پەنجا هەزار دۆلار');
    const pdf = await expectJoinedRightToLeft(popup, '.text-body', 'گرێبەستە', 'ئەم', 'گرێبەستە');
    await expectPdfTextJoinedRightToLeft(popup, pdf, 'گرێبەستە', 'ئەم', 'گرێبەستە');
    await popup.close();
  });
});
