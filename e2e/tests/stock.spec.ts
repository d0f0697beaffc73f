import { apiToken, bearer, expect, signIn, test } from './fixtures';
import { pickOption, rowWith, submit, tableReady } from './helpers';

/** A 1x1 PNG: the server sniffs the type from these bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Lot {
  id: string;
  inventory: string;
  quantity: string;
}

test('stock: item with an image, add to stock in two branches, top-bar search and history, transfer and approve, labels, price checker', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin');
  const name = `E2E Bandage ${Date.now()}`;
  let barcode = '';

  await test.step('create an item with an image and a generated barcode', async () => {
    await page.goto('/inventory/item/item');
    await tableReady(page, 'items');
    await page.getByTestId('table-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add New Item' });
    await submit(dialog.getByTestId('form-submit'));
    await expect(dialog.getByText('The Name field is required.')).toBeVisible();
    await dialog.getByTestId('field-name').fill(name);
    await dialog.getByTestId('generate-barcode').click();
    await expect(dialog.getByTestId('field-barcode')).toHaveValue(/^2\d{12}$/);
    barcode = await dialog.getByTestId('field-barcode').inputValue();
    const file = dialog.getByTestId('item-image').locator('input[type="file"]');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(dialog.getByTestId('item-image-error')).toHaveText('File type must be an image');
    await dialog.getByTestId('item-image').locator('input[type="file"]').setInputFiles({
      name: 'bandage.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(dialog.getByTestId('item-image-preview')).toBeVisible();
    await expect(dialog.getByTestId('item-image-error')).toHaveCount(0);
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText('Added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowWith(page, name)).toHaveCount(1);
  });

  await test.step('add it to stock in both branches', async () => {
    await rowWith(page, name).getByRole('button', { name: 'Add To Stock' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add To Stock' });
    const checks = dialog.locator('[data-testid^="entry-new-"][data-testid$="-check"]');
    await expect(checks).toHaveCount(2);
    // a ticked entry needs cost and sale price
    await checks.nth(0).check();
    await submit(dialog.getByTestId('stock-submit'));
    await expect(dialog.getByText('The Cost field is required.')).toBeVisible();
    await checks.nth(1).check();
    for (const [field, value] of [
      ['cost', '1000'],
      ['sale_price', '1500'],
      ['quantity', '10'],
    ] as const) {
      const inputs = dialog.locator(`[data-testid^="entry-new-"][data-testid$="-${field}"] input`);
      await inputs.nth(0).fill(value);
      await inputs.nth(1).fill(value);
    }
    await submit(dialog.getByTestId('stock-submit'));
    await expect(page.getByText('Added successfully').last()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowWith(page, name)).toContainText('20');
  });

  await test.step('find it from the top-bar search and open its purchase history', async () => {
    await page.getByTestId('stock-search').click();
    const input = page.getByTestId('stock-search-input');
    await input.fill(barcode);
    await input.press('Enter');
    await expect(input).toHaveValue('');
    const results = page.getByTestId('stock-search-results');
    await expect(results.locator('tr.ant-table-row')).toHaveCount(2);
    await expect(results).toContainText('Central Pharmacy');
    await expect(results).toContainText('City Shop');
    await expect(results).toContainText('1,500 IQD');
    await results
      .locator('tr.ant-table-row')
      .first()
      .locator('[data-testid^="stock-search-history-"]')
      .click();
    const history = page.getByRole('dialog', { name: `Purchase history: ${name} (${barcode})` });
    await expect(history).toBeVisible();
    await expect(history.locator('tr.ant-table-row')).toHaveCount(2);
    await expect(history.locator('tr.ant-table-row').first()).toContainText('Opening stock');
    await history.getByTestId('history-close').click();
    await expect(history).toBeHidden();
  });

  await test.step('transfer 3 from Central Pharmacy to City Shop and approve', async () => {
    await page.goto('/inventory/item-transfer/add');
    const form = page.getByTestId('transfer-form');
    await expect(form).toBeVisible();
    await pickOption(page, form.getByTestId('field-from_inventory_id'), 'Central Pharmacy');
    await pickOption(page, form.getByTestId('field-to_inventory_id'), 'City Shop');
    const search = form.getByTestId('transfer-search-input');
    await search.fill(barcode);
    await search.press('Enter');
    const lines = form.getByTestId('lot-lines');
    await expect(lines.locator('tr.ant-table-row')).toHaveCount(1);
    await lines.locator('[data-testid^="line-quantity-"] input').fill('3');
    await submit(form.getByTestId('form-submit'));
    await expect(page.getByTestId('transfer-view')).toBeVisible();
    await expect(page.getByTestId('transfer-status')).toHaveText('Pending');
    await page.getByTestId('transfer-approve').click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('transfer-status')).toHaveText('Approved');

    const token = await apiToken(request, 'admin');
    const res = await request.post('/api/product/search', {
      data: { keyword: barcode },
      headers: bearer(token),
    });
    const lots = ((await res.json()) as { data: Lot[] }).data;
    const stock = Object.fromEntries(lots.map((l) => [l.inventory, Number(l.quantity)]));
    expect(stock).toEqual({ 'Central Pharmacy': 7, 'City Shop': 13 });
  });

  await test.step('print labels', async () => {
    await page.goto('/inventory/label-print');
    const screen = page.getByTestId('label-print');
    const search = screen.getByTestId('label-search-input');
    await search.fill(barcode);
    await search.press('Enter');
    // the barcode is in two branches: the user picks one
    const choices = screen.locator('[data-testid^="label-search-choice-"]');
    await expect(choices).toHaveCount(2);
    await choices.first().click();
    await expect(screen.locator('tbody tr.ant-table-row')).toHaveCount(1);
    await screen.locator('[data-testid^="label-count-"]').getByRole('button', { name: 'Increase' }).click();
    await screen.locator('[data-testid^="label-count-"]').getByRole('button', { name: 'Increase' }).click();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      screen.getByTestId('labels-print').click(),
    ]);
    await expect(popup.locator('.label')).toHaveCount(3);
    await expect(popup.locator('.label svg.bars').first()).toBeVisible();
    await expect(popup.locator('.label').first()).toContainText(name);
    await expect(popup.locator('.label').first()).toContainText('1,500 IQD');
    await popup.close();
  });

  await test.step('price checker', async () => {
    await page.goto('/inventory/price-checker');
    await expect(page.getByTestId('price-checker')).toBeVisible();
    await expect(page.getByTestId('top-bar')).toHaveCount(0);
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    const input = page.getByTestId('price-checker-input');
    await input.fill(barcode);
    await input.press('Enter');
    await expect(page.getByTestId('price-checker-name')).toHaveText(name);
    await expect(page.getByTestId('price-checker-price')).toHaveText('1,500 IQD');
    await expect(input).toHaveValue('');
    await input.fill('no-such-code');
    await input.press('Enter');
    await expect(page.getByTestId('price-checker-error')).toHaveText('No results found');
  });
});
