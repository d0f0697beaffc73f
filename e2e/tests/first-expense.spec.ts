import { expect, signIn, test } from './fixtures';
import { pickOption, rowWith, submit, tableReady } from './helpers';

/**
 * Issue 15: the demo accountant records her first expense as a new user would, with nothing prepared by
 * the test: she finds the screen in the sidebar, picks one of the demo's expense categories, saves, and
 * sees the expense in the list and its amount gone from her cash box. Paying more than the box holds is
 * refused with the box, its balance and currency named.
 */
test('accountant: her first expense, from the sidebar to her cash box', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'accountant');

  const box = 'Pharmacy IQD box';
  const card = page.getByTestId('screen-my-cashbox').locator('.ant-card').filter({ hasText: box });
  /** Her cash box screen, from the user menu. */
  const openCashbox = async () => {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-my-cashbox').click();
    await expect(card).toContainText('IQD');
  };
  /** The box's balance in whole dinars, as the card shows it. */
  const balance = async (): Promise<bigint> => {
    const text = (await card.textContent()) ?? '';
    const amount = /Balance\s*(-?[\d,]+)\s*IQD/.exec(text)?.[1];
    expect(amount, text).toBeDefined();
    return BigInt(amount!.replaceAll(',', ''));
  };

  let before = 0n;
  await test.step('her cash box holds the opening cash', async () => {
    await openCashbox();
    before = await balance();
    expect(before > 0n).toBe(true);
  });

  const dialog = page.getByRole('dialog', { name: 'Add New Variable Expense' });
  await test.step('she finds Variable expenses under Accounting in the sidebar', async () => {
    await page.getByTestId('sidebar-entry-accounting').click();
    const panel = page.getByTestId('sidebar-panel');
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'Variable expenses' }).click();
    await expect(page).toHaveURL(/\/accounting\/expense\/variable-expense$/);
    await tableReady(page, 'variable_expense');
  });

  await test.step('she fills the form with a seeded category and saves', async () => {
    await page.getByTestId('table-add').click();
    await expect(dialog).toBeVisible();
    await pickOption(page, dialog.getByTestId('field-cash_box_id'), `CB-1 - ${box}`);
    await dialog.locator('#amount').fill('150000');
    // the demo's categories are there: she need not create one first
    await pickOption(page, dialog.getByTestId('field-category_id'), 'Rent');
    await dialog.locator('#note').fill('November rent');
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText('Added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the expense is in the list with its number, amount and category', async () => {
    const row = rowWith(page, 'November rent');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(/VE-\d+/);
    await expect(row).toContainText('150,000');
    await expect(row).toContainText('Rent');
  });

  await test.step('her cash box holds 150,000 IQD less', async () => {
    await openCashbox();
    // the screen may first show what it read before; it refreshes on its own
    await expect.poll(balance).toBe(before - 150_000n);
  });

  await test.step('an expense beyond what the box holds is refused, naming the box and its balance', async () => {
    await page.goto('/accounting/expense/variable-expense');
    await tableReady(page, 'variable_expense');
    await page.getByTestId('table-add').click();
    await pickOption(page, dialog.getByTestId('field-cash_box_id'), `CB-1 - ${box}`);
    await dialog.locator('#amount').fill('999000000');
    await pickOption(page, dialog.getByTestId('field-category_id'), 'Rent');
    await dialog.locator('#note').fill('Too much');
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText(`Not enough money in the cash box ${box}`)).toBeVisible();
    await expect(page.getByText(/it holds [\d,]+ IQD/)).toBeVisible();
    await expect(dialog).toBeVisible(); // nothing was saved; her input is still there
    await expect(dialog.locator('#amount')).toHaveValue(/999/);
  });
});
