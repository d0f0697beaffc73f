import { expect, signIn, test } from './fixtures';
import { pickOption, rowWith, submit, tableReady } from './helpers';

/**
 * Issue 19: the demo accountant enters an expense document of two lines paid from her branch's box, sees
 * it with its total, and finds both lines in the expense report by category, under the voucher's number.
 */
test('accountant: a two-line expense document, then the report showing it', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'accountant');
  const note = `Voucher ${Date.now()}`;
  let invoice = '';

  await test.step('she adds a voucher from the list', async () => {
    await page.goto('/accounting/expense-document');
    await tableReady(page, 'expense-documents');
    await page.getByTestId('table-add').click();
    const form = page.getByTestId('expense-document-form');
    await expect(form).toBeVisible();
    await pickOption(page, form.getByTestId('field-cash_box_id'), 'CB-1 - Pharmacy IQD box');
    await form.getByTestId('field-note').fill(note);
    const lines = form.getByTestId('expense-lines').locator('tbody tr.ant-table-row');
    await pickOption(page, lines.nth(0).getByTestId('line-0-category'), 'Rent');
    await lines.nth(0).locator('input').nth(1).fill('120000');
    await lines.nth(0).getByTestId('line-0-note').fill('December rent');
    await form.getByTestId('add-line').click();
    await pickOption(page, lines.nth(1).getByTestId('line-1-category'), 'Electricity and generator');
    await lines.nth(1).locator('input').nth(1).fill('35000');
    await expect(form.getByTestId('expense-total')).toContainText('155,000');
    await submit(form.getByTestId('form-submit'));
  });

  await test.step('the saved voucher shows its number, both lines and the total', async () => {
    const view = page.getByTestId('expense-document-view');
    await expect(view).toBeVisible();
    await expect(view.getByTestId('expense-document-total')).toContainText('155,000');
    await expect(view.getByTestId('expense-document-lines').locator('tbody tr')).toHaveCount(2);
    invoice = ((await view.locator('.ant-card-head-title').textContent()) ?? '').trim();
    expect(invoice).toMatch(/ED-\d+$/);
  });

  await test.step('the expense report by category lists both lines under the voucher', async () => {
    await page.goto('/report/expense-details-by-category');
    const table = await tableReady(page, 'report.expense_details_by_category');
    await page.getByTestId('table-search').fill(invoice);
    await page.getByTestId('table-search-button').click();
    await expect(rowWith(page, invoice)).toHaveCount(2);
    await expect(rowWith(page, 'Electricity and generator')).toContainText('35,000');
    await expect(rowWith(page, 'Rent').filter({ hasText: invoice })).toContainText('120,000');
    await expect(table.getByTestId('table-footer')).toContainText('155,000');
  });

  await test.step('and the total by category opens with the rent in it', async () => {
    await page.goto('/report/total-expenses-by-category');
    await tableReady(page, 'report.total_expenses_by_category');
    await expect(rowWith(page, 'Electricity and generator')).toHaveCount(1);
  });
});
