import { expect, signIn, test } from './fixtures';
import { pickOption, rowWith, submit, tableReady } from './helpers';

test('a role with two abilities, a user holding it, who then signs in', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');

  await test.step('create a role from the ability checklist', async () => {
    await page.goto('/inventory/role');
    await tableReady(page, 'roles');
    await page.getByTestId('table-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add New Role' });
    await dialog.getByLabel('Name', { exact: true }).fill('Brand keeper');
    await dialog.getByTestId('ability-search').fill('brand');
    await expect(dialog.getByTestId('area-items')).toBeVisible();
    await expect(dialog.getByTestId('area-sales')).toHaveCount(0);
    await dialog.getByTestId('ability-brand_list').click();
    await dialog.getByTestId('ability-search').fill('');
    await dialog.getByTestId('ability-dashboard_list').click();
    await expect(dialog.getByTestId('ability-count')).toContainText('2');
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText('Added successfully')).toBeVisible();
    await expect(rowWith(page, 'Brand keeper')).toContainText('2');
  });

  await test.step('create a user with that role', async () => {
    await page.goto('/inventory/user');
    await tableReady(page, 'users');
    await page.getByTestId('table-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await dialog.getByLabel('Name', { exact: true }).fill('Dara Brand');
    await dialog.getByLabel('Username').fill('dara');
    await dialog.getByLabel('Password').fill('short');
    await submit(dialog.getByTestId('form-submit'));
    await expect(dialog.getByText('The Password must be at least 8 characters.')).toBeVisible();
    await dialog.getByLabel('Password').fill('dara-pass-123');
    await pickOption(page, dialog.getByTestId('user-inventories'), 'Central Pharmacy');
    await page.keyboard.press('Escape');
    await pickOption(page, dialog.getByTestId('user-roles'), 'Brand keeper');
    await page.keyboard.press('Escape');
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText('Added successfully')).toBeVisible();
    await expect(rowWith(page, 'dara')).toContainText('Brand keeper');
    await expect(rowWith(page, 'dara')).toContainText('Central Pharmacy');
  });

  await test.step('the new user signs in and sees the dashboard and the brands, without Add New', async () => {
    const context = await browser.newContext();
    const other = await context.newPage();
    other.on('dialog', (d) => void (d.type() === 'beforeunload' ? d.accept() : d.dismiss()));
    await signIn(other, 'dara', 'dara-pass-123');
    await other.goto('/inventory/item/brand');
    await tableReady(other, 'brand');
    await expect(other.getByTestId('table-add')).toHaveCount(0);
    await other.goto('/inventory/role');
    await expect(other).toHaveURL(/\/404$/);
    await context.close();
  });

  await test.step('the activity log shows the change, and the record history', async () => {
    await page.goto('/report/activity-log');
    const table = await tableReady(page, 'activity_log');
    await page.getByTestId('table-search').fill('roles');
    await page.getByTestId('table-search-button').click();
    const row = table.locator('tr.ant-table-row').first();
    await row.locator('.ant-table-row-expand-icon').click();
    await expect(page.getByTestId('changes').first()).toBeVisible();
    await row.getByRole('button', { name: 'Record history' }).click();
    await expect(page).toHaveURL(/\/activity-log\/record-log\/roles\/\d+$/);
    await expect(page.getByTestId('record-log-entry').first()).toBeVisible();
  });
});
