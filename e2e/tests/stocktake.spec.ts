import type { Page } from '@playwright/test';
import { apiToken, bearer, expect, signIn, test } from './fixtures';
import { pickOption, rowWith, submit, tableReady } from './helpers';

/** Narrows a table on the page to the rows matching a text, through its search box. */
async function searchTable(page: Page, tableId: string, text: string) {
  const table = page.getByTestId(`table-${tableId}`);
  await table.getByTestId('table-search').fill(text);
  await table.getByTestId('table-search-button').click();
  return tableReady(page, tableId);
}

test('stocktake: the storekeeper counts the whole branch by scanning and typing, compares, applies the variance', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = bearer(await apiToken(request, 'admin'));
  // the demo storekeeper works in City Shop (README's demo users): the count is of that branch
  const keeper = bearer(await apiToken(request, 'storekeeper'));
  const me = (await (await request.get('/api/user', { headers: keeper })).json()) as {
    default_branch_id: string;
  };
  const branches = (await (await request.get('/api/user/inventory', { headers: keeper })).json()) as {
    data: { id: string; name: string }[];
  };
  const branch = branches.data.find((b) => String(b.id) === String(me.default_branch_id))!;
  // a stocktake left open by an earlier run of this journey would refuse a new one in the branch
  const open = (await (await request.get('/api/inventory-process', { headers: keeper })).json()) as {
    id: string;
  }[];
  for (const p of open) await request.post(`/api/inventory-process/${p.id}/cancel`, { headers: keeper });

  const stamp = Date.now();
  const barcode = `31${String(stamp).slice(-11)}`;
  const item = await request.post('/api/general/item', {
    headers,
    data: { name: `E2E Count Gauze ${stamp}`, barcode },
  });
  expect(item.ok(), await item.text()).toBe(true);
  const itemId = ((await item.json()) as { id: string }).id;
  const lot = (batch: string, cost: string, quantity: string) => ({
    inventory_id: me.default_branch_id,
    currency_code: 'IQD',
    cost,
    sale_price: '5000',
    quantity,
    batch_number: batch,
  });
  const [batchA, batchB] = [`ST-A-${stamp}`, `ST-B-${stamp}`];
  const stocked = await request.post(`/api/general/item/${itemId}/add-to-stock`, {
    headers,
    data: { products: [lot(batchA, '1000', '10'), lot(batchB, '2000', '5')] },
  });
  expect(stocked.ok(), await stocked.text()).toBe(true);
  const [lotA, lotB] = ((await stocked.json()) as { created: string[] }).created as [string, string];

  await signIn(page, 'storekeeper');
  await page.goto('/inventory-adjustment/create');

  await test.step('start a blind count of the whole branch: the snapshot is taken of every lot', async () => {
    const card = page.getByTestId('stocktake-start');
    await pickOption(page, card.getByTestId('stocktake-inventory'), branch.name);
    await pickOption(page, card.getByTestId('stocktake-scope'), 'All items');
    await submit(page.getByTestId('stocktake-start-submit'));
    const table = await tableReady(page, 'stocktake-count');
    // the demo's lots of the branch are in it besides this journey's two
    await expect
      .poll(() => table.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 30_000 })
      .toBeGreaterThan(2);
    const narrowed = await searchTable(page, 'stocktake-count', `E2E Count Gauze ${stamp}`);
    await expect(narrowed.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(2);
  });

  await test.step('type one lot, scan the other lot up: counts are saved', async () => {
    const a = page.getByTestId(`count-${lotA}`);
    await a.fill('8');
    // the typed count replaces the lot's count: it must be stored before the scan adds one to it
    const typed = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/inventory-process\/\d+\/counts$/.test(r.url()),
    );
    await a.press('Enter');
    expect((await typed).ok()).toBe(true);
    await expect(page.getByTestId(`count-${lotA}`)).toHaveValue('8');
    const scan = page.getByTestId('stocktake-scan').locator('input');
    await scan.fill(barcode);
    await scan.press('Enter');
    await expect(page.getByTestId(`count-${lotA}`)).toHaveValue('9');
    const b = page.getByTestId(`count-${lotB}`);
    await b.fill('6');
    await b.press('Enter');
    await expect(page.getByTestId(`count-${lotB}`)).toHaveValue('6');
  });

  await test.step('compare: one lot short, one over', async () => {
    await page.goto('/inventory-adjustment/comparison');
    await tableReady(page, 'stocktake-comparison');
    await searchTable(page, 'stocktake-comparison', `E2E Count Gauze ${stamp}`);
    await expect(rowWith(page, batchA)).toContainText('Loss');
    await expect(rowWith(page, batchB)).toContainText('Gain');
  });

  await test.step('calculate income and expense at snapshot cost and apply it', async () => {
    await page.getByTestId('stocktake-to-calculate').click();
    await expect(page.getByTestId('stocktake-gain')).toContainText('2,000');
    await expect(page.getByTestId('stocktake-loss')).toContainText('1,000');
    await submit(page.getByTestId('stocktake-apply'));
    await expect(page.getByTestId('stocktake-applied')).toContainText(/Applied as STK-\d+/);
  });

  const search = await request.post('/api/product/search', { headers, data: { keyword: barcode } });
  const lots = ((await search.json()) as { data: { id: string; quantity: string }[] }).data;
  expect(lots.find((l) => l.id === lotA)?.quantity).toBe('9.0000');
  expect(lots.find((l) => l.id === lotB)?.quantity).toBe('6.0000');

  await test.step('a gift dated yesterday, recorded later, supersedes the count without changing it', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const gift = await request.post('/api/inventory/gift', {
      headers,
      data: {
        inventory_id: me.default_branch_id,
        date: yesterday,
        reason: 'Handed out before the count',
        lines: [{ product_id: lotA, quantity: '1' }],
      },
    });
    expect(gift.ok(), await gift.text()).toBe(true);
    const giftNumber = ((await gift.json()) as { invoice_id: string }).invoice_id;
    const list = await request.post('/api/inventory-adjustment/list', {
      headers,
      data: { perPage: 10, sortBy: 'id', sortDir: 'desc' },
    });
    const row = ((await list.json()) as { data: { id: string; superseded_documents: number }[] }).data[0]!;
    expect(row.superseded_documents).toBe(1);
    await page.goto('/inventory-adjustment/list');
    await tableReady(page, 'stocktakes');
    await page.getByTestId(`stocktake-superseded-${row.id}`).click();
    const dialog = page.getByTestId('stocktake-superseded');
    await expect(dialog).toContainText(giftNumber);
    await expect(dialog).toContainText('-1');
  });
});
