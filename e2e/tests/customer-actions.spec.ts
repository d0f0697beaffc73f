import { apiToken, bearer, expect, signIn, test } from './fixtures';
import { pickOption, rowWith, tableReady } from './helpers';

const today = () => new Date().toISOString().slice(0, 10);

test('customer actions and product purchase history: find a customer’s debt, a product’s receipts', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = bearer(await apiToken(request, 'admin'));
  const me = (await (await request.get('/api/user', { headers })).json()) as { default_branch_id: string };
  const stamp = String(Date.now()).slice(-8);
  const customer = await request.post('/api/customer', {
    headers,
    data: { name: `E2E Actions ${stamp}`, inventory_id: me.default_branch_id, phone: `0750${stamp}` },
  });
  expect(customer.ok(), await customer.text()).toBe(true);
  const customerId = String(((await customer.json()) as { id: string }).id);
  const debt = await request.post('/api/customer/debt', {
    headers,
    data: { date: today(), amount: '42000', currency_code: 'IQD', category_id: customerId },
  });
  expect(debt.ok(), await debt.text()).toBe(true);
  const debtNumber = ((await debt.json()) as { invoice_id: string }).invoice_id;
  const barcode = `31${stamp}`;
  const item = await request.post('/api/general/item', {
    headers,
    data: { name: `E2E History ${stamp}`, barcode },
  });
  expect(item.ok(), await item.text()).toBe(true);
  const stocked = await request.post(
    `/api/general/item/${((await item.json()) as { id: string }).id}/add-to-stock`,
    {
      headers,
      data: {
        products: [
          {
            inventory_id: me.default_branch_id,
            currency_code: 'IQD',
            cost: '1500',
            sale_price: '2000',
            quantity: '6',
          },
        ],
      },
    },
  );
  expect(stocked.ok(), await stocked.text()).toBe(true);

  await signIn(page, 'admin');

  await test.step('customer actions: filter by the customer, see its debt and creation, export', async () => {
    await page.goto('/customer/actions');
    await tableReady(page, 'customer_actions');
    await pickOption(page, page.getByTestId('customer-actions-customer'), `E2E Actions ${stamp}`);
    await expect(rowWith(page, debtNumber)).toHaveCount(1);
    await expect(rowWith(page, debtNumber)).toContainText('Debt');
    await expect(rowWith(page, debtNumber)).toContainText('42,000');
    await expect(rowWith(page, 'Customer added')).toHaveCount(1);
    const download = page.waitForEvent('download');
    await page.getByTestId('table-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  });

  await test.step('product purchase history: search by barcode, see the opening stock', async () => {
    await page.goto('/report/product-purchase-history');
    const input = page.getByTestId('history-product-input');
    await input.fill(barcode);
    await input.press('Enter');
    await expect(page.getByTestId('history-heading')).toHaveText(
      `Product: E2E History ${stamp} (${barcode})`,
    );
    await expect(rowWith(page, 'Opening stock')).toHaveCount(1);
    await expect(rowWith(page, 'Opening stock')).toContainText('1,500');
    const download = page.waitForEvent('download');
    await page.getByTestId('history-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  });
});
