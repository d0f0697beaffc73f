import { expect, signIn, test } from './fixtures';
import { expectFitsAt1440, pickOption, rowWith, submit, tableReady } from './helpers';

const pad = (n: number) => String(n).padStart(2, '0');
/** A date `months` months before this one's first day, or that month's last day, as DD/MM/YYYY. */
const monthDay = (months: number, last = false) => {
  const now = new Date();
  const d = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months + (last ? 1 : 0), last ? 0 : 1),
  );
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};
const typeDate = async (input: import('@playwright/test').Locator, value: string) => {
  await input.click();
  await input.fill(value);
  await input.press('Enter');
};

/**
 * Issue 19: the demo accountant enters an expense document of three lines paid from her branch's box and
 * finds it in the expense report; as collector she hands in a bag of cash with a shortage and receives it
 * as accountant; she buys an asset, depreciates it for three months and sells it; the balance sheet still
 * balances at the end.
 */
test('accountant: a three-line expense document, a bag with a shortage, an asset bought, depreciated and sold', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await signIn(page, 'accountant');
  const stamp = Date.now();
  const note = `Voucher ${stamp}`;
  let invoice = '';

  await test.step('she adds a voucher of three lines from the list', async () => {
    await page.goto('/accounting/expense-document');
    // the demo's voucher of a few days ago is listed (last month and this month), its columns fit 1440 px
    const vouchers = await tableReady(page, 'expense-documents');
    await expect(rowWith(page, 'ED-1').first()).toContainText('227,500');
    await expectFitsAt1440(page, vouchers);
    await page.getByTestId('table-add').click();
    const form = page.getByTestId('expense-document-form');
    await expect(form).toBeVisible({ timeout: 30_000 });
    await pickOption(page, form.getByTestId('field-cash_box_id'), 'CB-1 - Pharmacy IQD box');
    await form.getByTestId('field-note').fill(note);
    const lines = form.getByTestId('expense-lines').locator('tbody tr.ant-table-row');
    await pickOption(page, lines.nth(0).getByTestId('line-0-category'), 'Rent');
    await lines.nth(0).locator('input').nth(1).fill('120000');
    await lines.nth(0).getByTestId('line-0-note').fill('December rent');
    await form.getByTestId('add-line').click();
    await pickOption(page, lines.nth(1).getByTestId('line-1-category'), 'Electricity and generator');
    await lines.nth(1).locator('input').nth(1).fill('35000');
    await form.getByTestId('add-line').click();
    await pickOption(page, lines.nth(2).getByTestId('line-2-category'), 'Cleaning supplies');
    await lines.nth(2).locator('input').nth(1).fill('5000');
    await expect(form.getByTestId('expense-total')).toContainText('160,000');
    await submit(form.getByTestId('form-submit'));
    const view = page.getByTestId('expense-document-view');
    await expect(view.getByTestId('expense-document-total')).toContainText('160,000');
    await expect(view.getByTestId('expense-document-lines').locator('tbody tr')).toHaveCount(3);
    invoice = ((await view.locator('.ant-card-head-title').textContent()) ?? '').trim();
    expect(invoice).toMatch(/ED-\d+$/);
  });

  await test.step('the expense report by category lists the three lines under the voucher', async () => {
    await page.goto('/report/expense-details-by-category');
    const table = await tableReady(page, 'report.expense_details_by_category');
    await page.getByTestId('table-search').fill(invoice);
    await page.getByTestId('table-search-button').click();
    await expect(rowWith(page, invoice)).toHaveCount(3);
    await expect(rowWith(page, 'Electricity and generator')).toContainText('35,000');
    await expect(table.getByTestId('table-footer')).toContainText('160,000');
  });

  await test.step('as collector she records a bag of 350,000 taken from a customer', async () => {
    await page.goto('/accounting/money-collection');
    await tableReady(page, 'money-collection');
    await expect(page.getByTestId('collection-ageing')).toBeVisible();
    await page.getByTestId('table-add').click();
    const form = page.getByTestId('form-money-collection');
    await pickOption(page, form.getByTestId('field-customer_id'), 'Rawand Pharmacy Supplies');
    await form.locator('#amount').fill('350000');
    await form.locator('#note').fill(`Bag ${stamp}`);
    await submit(page.getByTestId('form-submit'));
    await page.getByTestId('table-search').fill(`Bag ${stamp}`);
    await page.getByTestId('table-search-button').click();
    await expect(rowWith(page, 'Rawand Pharmacy Supplies')).toHaveCount(1);
  });

  await test.step('as accountant she counts 345,000 into the box: 5,000 short, the bag received', async () => {
    await page.goto('/accounting/money-collection-accountant');
    await tableReady(page, 'money-collection-accountant');
    // the demo's bag collected ten days ago is still listed to receive (the list opens on every date)
    await expect(rowWith(page, 'MC-1').first()).toContainText('Pending');
    await page.getByTestId('table-search').fill(`Bag ${stamp}`);
    await page.getByTestId('table-search-button').click();
    const row = rowWith(page, 'Rawand Pharmacy Supplies').filter({ hasText: '350,000' }).first();
    await row.locator('[data-testid^="row-receive-"]').click();
    const form = page.getByTestId('form-receive');
    await form.locator('#counted_amount').fill('345000');
    await expect(page.getByTestId('receive-difference')).toContainText('-5,000');
    await submit(page.getByTestId('form-submit'));
    await expect(row).toContainText('Received');
    await expect(row).toContainText('-5,000');
  });

  const asset = `Label printer ${stamp}`;
  await test.step('she buys an asset three months ago from the box', async () => {
    await page.goto('/accounting/asset/assets');
    await tableReady(page, 'assets');
    await page.getByTestId('table-add').click();
    const form = page.getByTestId('form-asset');
    await typeDate(form.locator('#date'), monthDay(3));
    await form.getByTestId('field-name').fill(asset);
    await pickOption(page, form.locator('#asset_category_id'), 'Office equipment');
    await form.locator('#cost').fill('1200000');
    await form.locator('#useful_life_months').fill('12');
    await pickOption(page, form.locator('#cash_box_id'), 'CB-1 - Pharmacy IQD box');
    await submit(page.getByTestId('form-submit'));
    await expect(form).toBeHidden();
    // the register opens on every date: the purchase three months back and the demo's van are listed
    await expect(page.getByTestId('screen-assets').locator('.ant-picker-range input').first()).toHaveValue(
      '',
    );
    await expect(rowWith(page, asset)).toContainText('1,200,000');
    await expect(rowWith(page, 'Delivery van')).toContainText('24,000,000');
    await expectFitsAt1440(page, page.getByTestId('table-assets'));
  });

  await test.step('depreciation is posted up to last month: three months of 100,000', async () => {
    const asOf = page.getByTestId('screen-assets').getByPlaceholder('Select date');
    await expect(asOf).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/); // DD/MM/YYYY like every date shown
    await typeDate(asOf, monthDay(1, true));
    await page.getByTestId('run-depreciation').click();
    const row = rowWith(page, asset);
    await expect(row).toContainText('300,000');
    await expect(row).toContainText('900,000');
    await row.locator('[data-testid^="row-schedule-"]').click();
    await expect(page.getByTestId('asset-schedule').locator('.ant-tag-green')).toHaveCount(3);
    await page.keyboard.press('Escape');
  });

  await test.step('she sells it today into the box; the clearance shows the gain or loss', async () => {
    await rowWith(page, asset).locator('[data-testid^="row-clear-"]').click();
    const form = page.getByTestId('form-asset-clearance');
    await form.locator('#sale_amount').fill('900000');
    await pickOption(page, form.locator('#cash_box_id'), 'CB-1 - Pharmacy IQD box');
    await submit(page.getByTestId('form-submit'));
    await expect(rowWith(page, asset)).toContainText('Clearance');
    await page.goto('/accounting/asset-clearance');
    await tableReady(page, 'asset-clearances');
    await expect(rowWith(page, asset)).toContainText('900,000');
  });

  await test.step('the balance sheet still balances', async () => {
    await page.goto('/accounting/balance-sheet');
    await expect(page.getByTestId('balance-sheet-balanced')).toBeVisible();
    const assets = (await page.getByTestId('balance-sheet-total-assets').textContent()) ?? '';
    await expect(page.getByTestId('balance-sheet-totals')).toContainText(
      `Total Liabilities and Equity: ${assets}`,
    );
  });
});
