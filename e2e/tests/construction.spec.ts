import type { Page } from '@playwright/test';
import { apiToken, bearer, DEMO_PASSWORD, expect, signOut, test } from './fixtures';
import { expectFitsAt1440, pickOption, rowWith, submit, tableReady } from './helpers';

/** Signs in like the shared helper, with room for a loaded machine (the storekeeper has no dashboard). */
async function signIn(page: Page, username: string) {
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.getByTestId('sign-in').click();
  await expect(page.getByTestId('sidebar')).toBeVisible({ timeout: 30_000 });
}

interface QuantRow {
  name: string;
  issued_quantity: string;
}

test('construction: the site engineer asks for materials, the manager approves, the storekeeper issues twice', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = bearer(await apiToken(request, 'storekeeper'));
  const issuedOf = async () => {
    const res = await request.post('/api/construction/quantification/list', {
      headers,
      data: { search: 'Foundation concrete' },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const rows = ((await res.json()) as { data: QuantRow[] }).data;
    return Number(rows.find((r) => r.name === 'Foundation concrete')!.issued_quantity);
  };
  const before = await issuedOf();
  let invoice = '';

  await test.step('the site engineer orders 20 bags for the foundation', async () => {
    await signIn(page, 'engineer');
    await page.goto('/construction/stock-out-orders/add');
    const form = page.getByTestId('construction-order-form');
    await pickOption(page, form.getByTestId('order-project'), 'Tower 1 structure');
    await expect(form.getByText('Foundation concrete')).toBeVisible();
    await form.getByTestId('order-quantity-0').fill('20');
    await submit(form.getByTestId('order-save'));
    const view = page.getByTestId('construction-order-view');
    await expect(view).toContainText('Pending');
    invoice = (await view.locator('.ant-card-head-title').textContent())!.trim();
    expect(invoice).toMatch(/^CSO-/);
    await signOut(page);
  });

  await test.step('the manager follows the dashboard tile to the order and approves it: the bags are reserved', async () => {
    await signIn(page, 'manager');
    // the demo's week-2 order and this one wait
    const tile = page.getByTestId('action-stock_out_orders_to_approve');
    const waiting = tile.locator('.ant-statistic-content-value');
    await expect(waiting).toBeVisible();
    const waitingCount = Number(await waiting.textContent());
    expect(waitingCount).toBeGreaterThanOrEqual(2);
    await tile.click();
    await expect(page).toHaveURL(/\/construction\/stock-out-orders$/);
    await tableReady(page, 'construction-orders');
    // the list opens on what the tile counted: the pending orders only (the demo's approved one is not there)
    const rows = page.getByTestId('table-construction-orders').locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(waitingCount);
    await expect(rows.filter({ hasText: 'Approved' })).toHaveCount(0);
    await rowWith(page, invoice).getByRole('button', { name: 'Approve' }).click();
    const view = page.getByTestId('construction-order-view');
    await submit(view.getByTestId('order-approve'));
    await page.getByTestId('confirm-ok').click();
    await expect(view).toContainText('Approved');
    await expect(view.locator('.ant-table-tbody tr').first()).toContainText('20');
    await signOut(page);
  });

  await test.step('the storekeeper issues 5 and then 7 against it', async () => {
    await signIn(page, 'storekeeper');
    // no dashboard: the storekeeper starts at their first screen, not at the not-found page
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/(404|dashboard)$/);
    for (const quantity of ['5', '7']) {
      await page.goto('/construction/stock-outs/add');
      const form = page.getByTestId('construction-stock-out-form');
      await pickOption(page, form.getByTestId('stock-out-order'), `${invoice} — Tower 1 structure`);
      await form.getByTestId('stock-out-quantity-0').fill(quantity);
      await submit(form.getByTestId('stock-out-save'));
      await expect(page.getByTestId('construction-stock-out-view')).toContainText('Foundation concrete');
    }
  });

  await test.step('the quantification shows the 12 bags issued on the line', async () => {
    await page.goto('/construction/quantification');
    const lines = await tableReady(page, 'construction-quantification-lines');
    await expectFitsAt1440(page, lines);
    const row = rowWith(page, 'Foundation concrete');
    await expect(row).toContainText(String(before + 12));
    expect(await issuedOf()).toBe(before + 12);
    await page.getByTestId('quantification-level').getByText('Per project').click();
    await tableReady(page, 'construction-quantification-projects');
    await expect(rowWith(page, 'Tower 1 structure')).toBeVisible();
  });
});
