import { apiToken, bearer, expect, signIn, test } from './fixtures';
import { pickOption, rowWith, submit, tableReady } from './helpers';

const today = () => new Date().toISOString().slice(0, 10);

test('customers: add with a max debit amount, edit, see the statement; residence unit floors by building', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin');
  const token = await apiToken(page.request, 'admin');

  await test.step('add a customer with a max debit amount', async () => {
    await page.goto('/customer/customer');
    await tableReady(page, 'customers');
    await page.getByTestId('table-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
    await expect(dialog.getByText('Fields marked with * are required.')).toBeVisible();
    await submit(dialog.getByTestId('form-submit'));
    await expect(dialog.getByText('The Name field is required.')).toBeVisible();
    await expect(dialog.getByText('The Phone field is required.')).toBeVisible();
    await dialog.getByLabel('Name').fill('Karwan Omer');
    await dialog.getByLabel('Phone').fill('07501112233');
    // the admin's default branch is a pharmacy (type 0): the pricing fields are there
    await expect(dialog.getByLabel('Discount')).toBeVisible();
    await dialog.locator('#max_USD').fill('500');
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText('Added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowWith(page, 'Karwan Omer')).toHaveCount(1);
  });

  let customerId = '';
  await test.step('edit it: code shown, status switch, max amount kept', async () => {
    await rowWith(page, 'Karwan Omer').getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Customer' });
    await expect(dialog.getByLabel('Name')).toHaveValue('Karwan Omer');
    await expect(dialog.getByTestId('customer-code')).toHaveValue(/^C-\d+$/);
    await expect(dialog.locator('#max_USD')).toHaveValue(/^500/);
    await expect(dialog.getByTestId('field-status')).toBeVisible();
    await dialog.getByLabel('Phone').fill('07509998877');
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText('Updated successfully')).toBeVisible();
    await expect(rowWith(page, '07509998877')).toHaveCount(1);
    const search = await page.request.post('/api/customer/search', {
      headers: bearer(token),
      data: { keyword: 'Karwan' },
    });
    customerId = String(((await search.json()) as { data: { id: string }[] }).data[0]!.id);
  });

  await test.step('a debt shows in the balance and the detail statement', async () => {
    const debt = await page.request.post('/api/customer/debt', {
      headers: bearer(token),
      data: {
        date: today(),
        amount: '75000',
        currency_code: 'IQD',
        category_id: customerId,
        note: 'Old debt',
      },
    });
    expect(debt.status()).toBe(201);
    await page.getByTestId('table-reset').click();
    await expect(rowWith(page, 'Karwan Omer')).toContainText('75,000');
    await rowWith(page, 'Karwan Omer').getByRole('button', { name: 'Account Statement' }).click();
    await expect(page).toHaveURL(/\/customer\/detail-account-statement\?customer_id=/);
    await expect(page.getByTestId('statement-closing')).toContainText('75,000');
    await expect(page.getByTestId('statement-table')).toContainText('CD-');
    const download = page.waitForEvent('download');
    await page.getByTestId('statement-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  });

  await test.step('the summary statement lists the customer', async () => {
    await page.goto('/customer/summary-account-statement');
    await expect(page.getByTestId('summary-table')).toContainText('Karwan Omer');
    await expect(page.getByTestId('summary-table')).toContainText('75,000');
  });

  await test.step('a customer subscription: months up to 12, days above', async () => {
    await page.goto('/customer/customer-subscription');
    await tableReady(page, 'customer_subscriptions');
    await page.getByTestId('table-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add New Customer Subscription' });
    await pickOption(page, dialog.getByLabel('Customer'), 'Karwan Omer');
    await dialog.locator('#amount').fill('15000');
    await dialog.getByLabel('Frequency').fill('3');
    await dialog.getByText('Fields marked with * are required.').click();
    await expect(dialog.getByTestId('frequency-kind')).toHaveText('Every 3 month(s)');
    await submit(dialog.getByTestId('form-submit'));
    await expect(dialog.getByText('The Receipt Due Day field is required.')).toBeVisible();
    await dialog.getByLabel('Receipt Due Day').fill('5');
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText('Added successfully')).toBeVisible();
    await expect(rowWith(page, 'Karwan Omer')).toContainText('Every 3 month(s)');
  });

  await test.step('residence unit: the floor is limited by the chosen building', async () => {
    const make = async (path: string, data: Record<string, unknown>) => {
      const r = await page.request.post(`/api/${path}`, { headers: bearer(token), data });
      expect(r.status(), path).toBe(201);
    };
    await make('residence-area', { name: 'E2E Area' });
    await make('residence-view', { name: 'E2E View' });
    await make('building', { name: 'E2E Tower', number_of_floors: 2 });
    await page.goto('/inventory/residence/residence-unit');
    await tableReady(page, 'residence_unit');
    await page.getByTestId('table-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add New Residence Unit' });
    await dialog.getByLabel('Name', { exact: true }).fill('Flat 21');
    await dialog.getByLabel('Code').fill('E2E-21');
    await pickOption(page, dialog.getByLabel('Area'), 'E2E Area');
    await pickOption(page, dialog.getByLabel('View'), 'E2E View');
    await dialog.locator('#sale_price').fill('98000');
    await pickOption(page, dialog.getByTestId('unit-building'), 'E2E Tower');
    await submit(dialog.getByTestId('form-submit'));
    await expect(dialog.getByText('The Building Floor field is required.')).toBeVisible();
    await dialog.getByTestId('unit-floor').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options).toHaveText(['Floor 1', 'Floor 2']);
    await options.filter({ hasText: 'Floor 2' }).click();
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText('Added successfully')).toBeVisible();
    await expect(rowWith(page, 'E2E-21')).toContainText('Floor 2');
    await expect(rowWith(page, 'E2E-21')).toContainText('E2E Tower');
  });
});
