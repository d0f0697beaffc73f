import { apiToken, bearer, expect, signIn, test } from './fixtures';
import { rowWith, submit, tableReady } from './helpers';

test('gifts: give a lot away, view it at cost, edit the quantity and delete it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'admin');
  const headers = bearer(token);
  const me = (await (await request.get('/api/user', { headers })).json()) as { default_branch_id: string };
  const name = `E2E Gift Perfume ${Date.now()}`;
  const barcode = `29${String(Date.now()).slice(-11)}`;
  const item = await request.post('/api/general/item', { headers, data: { name, barcode } });
  expect(item.ok(), await item.text()).toBe(true);
  const { id: itemId } = (await item.json()) as { id: string };
  const stocked = await request.post(`/api/general/item/${itemId}/add-to-stock`, {
    headers,
    data: {
      products: [
        {
          inventory_id: me.default_branch_id,
          currency_code: 'IQD',
          cost: '2500',
          sale_price: '9000',
          quantity: '10',
          batch_number: 'GIFT-A',
        },
      ],
    },
  });
  expect(stocked.ok(), await stocked.text()).toBe(true);
  const [lotId] = ((await stocked.json()) as { created: string[] }).created;
  const lotQuantity = async () => {
    const r = await request.post('/api/product/search', { headers, data: { keyword: barcode } });
    const rows = ((await r.json()) as { data: { id: string; quantity: string }[] }).data;
    return rows.find((l) => l.id === lotId)?.quantity;
  };

  await signIn(page, 'admin');
  await page.goto('/inventory/gift');
  await tableReady(page, 'gifts');

  await test.step('add a gift with a scanned lot', async () => {
    await page.getByTestId('table-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add New Gift' });
    await dialog.getByTestId('field-reason').fill('Loyal customer');
    await dialog.getByTestId('gift-search-input').fill(barcode);
    await dialog.getByTestId('gift-search-input').press('Enter');
    const quantity = dialog.getByTestId(`line-quantity-${lotId}`).locator('input');
    await expect(quantity).toHaveValue('1');
    await quantity.fill('3');
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText('Added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowWith(page, 'Loyal customer')).toHaveCount(1);
    await expect(rowWith(page, 'Loyal customer')).toContainText('7,500');
    expect(await lotQuantity()).toBe('7.0000');
  });

  const row = rowWith(page, 'Loyal customer');
  const giftId = (await row.locator('[data-testid^="row-view-"]').getAttribute('data-testid'))!.replace(
    'row-view-',
    '',
  );

  await test.step('view it read-only with its value at cost', async () => {
    await page.getByTestId(`row-view-${giftId}`).click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('gift-value') });
    await expect(dialog.getByTestId('gift-value')).toHaveText('7,500');
    await expect(dialog.getByTestId('form-submit')).toHaveCount(0);
    await dialog.getByTestId('gift-close').click();
    await expect(dialog).toBeHidden();
  });

  await test.step('edit the quantity: stock follows', async () => {
    await page.getByTestId(`row-edit-${giftId}`).click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('form-gift') });
    const quantity = dialog.getByTestId(`line-quantity-${lotId}`).locator('input');
    await expect(quantity).toHaveValue('3.0000');
    await quantity.fill('1');
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText('Updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowWith(page, 'Loyal customer')).toContainText('2,500');
    expect(await lotQuantity()).toBe('9.0000');
  });

  await test.step('delete it: the stock comes back', async () => {
    await page.getByTestId(`row-delete-${giftId}`).click();
    const confirm = page.getByRole('dialog', { name: 'Warning' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted successfully')).toBeVisible();
    await expect(rowWith(page, 'Loyal customer')).toHaveCount(0);
    expect(await lotQuantity()).toBe('10.0000');
  });
});
