import { apiToken, bearer, expect, signIn, test } from './fixtures';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Issue 7's supplier statements: a supplier owed in two currencies reads back in one currency (converted at
 * each document's rate), in the summary per currency, and each statement downloads as xlsx.
 */
test('supplier statements: all in one currency, summary, xlsx exports', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  const token = await apiToken(page.request, 'admin');
  const name = `Hawler Medical ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/supplier', { headers: bearer(token), data: { name } });
  expect(created.status()).toBe(201);
  const supplierId = String(((await created.json()) as { id: string }).id);
  for (const data of [
    { amount: '100', currency_code: 'USD', exchange_rate: '1310' },
    { amount: '50000', currency_code: 'IQD' },
  ]) {
    const debt = await page.request.post('/api/supplier/debt', {
      headers: bearer(token),
      data: { date: today(), category_id: supplierId, ...data },
    });
    expect(debt.status()).toBe(201);
  }

  await test.step('in the base currency: the dollar debt at its own rate, the dinar debt as is', async () => {
    await page.goto(`/supplier/detail-account-statement-all-in-one-currency?supplier_id=${supplierId}`);
    const screen = page.getByTestId('screen-supplier-one-currency');
    const rows = screen.getByTestId('statement-table').locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('100 USD');
    await expect(rows.first()).toContainText('1 USD = 1,310 IQD');
    await expect(screen.getByTestId('statement-closing')).toContainText('-181,000');
    const download = page.waitForEvent('download');
    await screen.getByTestId('statement-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  });

  await test.step('the summary lists the supplier once per currency', async () => {
    await page.goto('/supplier/summary-account-statement');
    const table = page.getByTestId('summary-table');
    await expect(table.locator('tr', { hasText: name })).toHaveCount(2);
    await expect(table.locator('tr', { hasText: name }).filter({ hasText: 'USD' })).toContainText('-100');
    const download = page.waitForEvent('download');
    await page.getByTestId('summary-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  });

  await test.step('the detail statement downloads too', async () => {
    await page.goto(`/supplier/detail-account-statement?supplier_id=${supplierId}`);
    await expect(page.getByTestId('statement-closing')).toContainText('-50,000');
    const download = page.waitForEvent('download');
    await page.getByTestId('statement-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  });
});
