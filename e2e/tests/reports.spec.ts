import { apiToken, bearer, expect, signIn, test } from './fixtures';
import { bodyRows, headerCell, rowWith, tableReady } from './helpers';

const PARACETAMOL = '6260000000011'; // demo stock, sale price 375 IQD

/** Every sales and purchases report screen (apps/web/src/features/reports): route path -> table id. */
const REPORTS = [
  'sale-items',
  'sale-return-items',
  'sale-total',
  'daily-sale',
  'sale-sale-return',
  'top-selling-product',
  'sales-per-customers',
  'profit-total',
  'sale-additional',
  'sale-additional-by-employee',
  'purchase-items',
  'purchase-return-items',
  'product-average-purchase-price',
  'summary-product-average-purchase-price',
  'product-average-purchase-price-comparison',
  'item-purchase-comparison',
  'product-min-purchase-price',
  'products-per-supplier',
];
const tableId = (name: string) => `report.${name.replaceAll('-', '_')}`;

/**
 * Issues 7 and 8, item 6: a sale made today shows in the sale-items and top-selling reports, with the
 * footer totals and the Excel export.
 */
test('a sale of today shows in the sale-items and top-selling reports, and exports', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await apiToken(request, 'admin');
  const user = await (await request.get('/api/user', { headers: bearer(admin) })).json();
  const inventoryId = String(user.default_branch_id);
  const box = user.cash_boxes.find(
    (b: { currency_code: string; inventory_id: string }) =>
      b.currency_code === 'IQD' && String(b.inventory_id) === inventoryId,
  );
  const found = await request.post('/api/product/search', {
    headers: bearer(admin),
    data: { keyword: PARACETAMOL, existedProducts: true, inventory_id: Number(inventoryId) },
  });
  expect(found.ok()).toBe(true);
  const product = ((await found.json()).data as { id: string; name: string }[])[0]!;
  const today = new Date().toISOString().slice(0, 10);
  const sale = await request.post('/api/sale', {
    headers: bearer(admin),
    data: {
      inventory_id: inventoryId,
      sale_date: today,
      currency_code: 'IQD',
      cash_box_id: box?.id,
      lines: [{ product_id: product.id, sale_quantity: '3', sale_price: '375' }],
    },
  });
  expect(sale.status(), await sale.text()).toBe(201);
  const invoice = (await sale.json()).invoice_id as string;

  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/report/') && r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
  });
  await signIn(page, 'admin');

  await test.step('sale items: the line of today, its totals and the export', async () => {
    await page.goto('/report/sale-items');
    const table = await tableReady(page, 'report.sale_items');
    await expect(rowWith(page, PARACETAMOL).first()).toContainText('1,125');
    // other journeys sell today too: narrow the list to this sale before reading the footer
    await page.getByTestId('table-search').fill(invoice);
    await page.getByTestId('table-search-button').click();
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(table.getByTestId('table-footer')).toContainText('1,125');
    const download = page.waitForEvent('download');
    await page.getByTestId('table-export').click();
    expect((await download).suggestedFilename()).toMatch(/^Sale items .*\.xlsx$/);
  });

  await test.step('top-selling products: the item with its quantity, largest first', async () => {
    await page.goto('/report/top-selling-product');
    const table = await tableReady(page, 'report.top_selling_product');
    // other journeys sell the same item today: the row must show what the server totals, this sale included
    const top = await request.post('/api/report/top-selling-product/list', {
      headers: bearer(admin),
      data: { start_date: today, end_date: today, perPage: 100 },
    });
    const mine = ((await top.json()).data as Record<string, string>[]).find(
      (r) => r.barcode === PARACETAMOL && r.currency_code === 'IQD',
    );
    expect(Number(mine?.quantity)).toBeGreaterThanOrEqual(3);
    const row = rowWith(page, PARACETAMOL).first();
    await expect(row).toContainText(product.name);
    await expect(row).toContainText(Number(mine?.total_sale_price).toLocaleString('en-US'));
    await expect(headerCell(table, 'Quantity')).toHaveAttribute('aria-sort', 'descending');
  });

  expect(refused).toEqual([]);
});

/**
 * Every report screen's list call is accepted by the server: its columns, sort and filters match the
 * server's whitelist (a mismatch is a 422).
 */
test('every sales and purchases report opens and loads on the real server', async ({ page }) => {
  test.setTimeout(480_000);
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/report/') && r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
  });
  await signIn(page, 'admin');
  for (const name of REPORTS) {
    await page.goto(`/report/${name}`);
    await tableReady(page, tableId(name));
  }
  expect(refused).toEqual([]);
});
