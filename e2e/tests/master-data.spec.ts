import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { apiToken, bearer, expect, signIn, test } from './fixtures';
import { bodyRows, headerCell, pickOption, rowWith, submit, tableReady } from './helpers';

test('master data: add, edit, filter, delete; lookups; paging, columns, export, restore, right-to-left', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');

  await test.step('add a brand', async () => {
    await page.goto('/inventory/item/brand');
    await tableReady(page, 'brand');
    await page.getByTestId('table-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add New Brand' });
    await expect(dialog.getByText('Fields marked with * are required.')).toBeVisible();
    await submit(dialog.getByTestId('form-submit'));
    await expect(dialog.getByText('The Name field is required.')).toBeVisible();
    await dialog.getByLabel('Name').fill('Alpha Pharma');
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText('Added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowWith(page, 'Alpha Pharma')).toHaveCount(1);
  });

  await test.step('a duplicate name is refused on the field', async () => {
    await page.getByTestId('table-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add New Brand' });
    await dialog.getByLabel('Name').fill('Alpha Pharma');
    await submit(dialog.getByTestId('form-submit'));
    await expect(dialog.getByText('The Name has already been taken.')).toBeVisible();
    await dialog.getByTestId('form-cancel').click();
  });

  await test.step('edit it', async () => {
    await rowWith(page, 'Alpha Pharma').getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Brand' });
    await expect(dialog.getByLabel('Name')).toHaveValue('Alpha Pharma');
    await dialog.getByLabel('Name').fill('Beta Pharma');
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText('Updated successfully')).toBeVisible();
    await expect(rowWith(page, 'Beta Pharma')).toHaveCount(1);
  });

  await test.step('more brands through the API, for paging', async () => {
    const token = await apiToken(page.request, 'admin');
    for (let i = 1; i <= 12; i += 1) {
      const answer = await page.request.post('/api/general/brand', {
        headers: bearer(token),
        data: { name: `Zeta ${String(i).padStart(2, '0')}` },
      });
      expect(answer.status()).toBe(201);
    }
    await page.getByTestId('table-reset').click();
    await expect(bodyRows(page)).toHaveCount(10);
  });

  await test.step('filter by text', async () => {
    const table = await tableReady(page, 'brand');
    await headerCell(table, 'Name').locator('.ant-table-filter-trigger').click();
    await page.getByTestId('filter-name-value').fill('beta');
    await page.getByTestId('filter-name-apply').click();
    await expect(page.getByTestId('filter-count')).toContainText('Filtered columns: 1');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(rowWith(page, 'Beta Pharma')).toHaveCount(1);
  });

  await test.step('delete with confirmation', async () => {
    await rowWith(page, 'Beta Pharma').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Warning' });
    await expect(confirm.getByText('This action delete the data permanently.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted successfully')).toBeVisible();
    await expect(rowWith(page, 'Beta Pharma')).toHaveCount(0);
    await page.getByTestId('filter-count').locator('.ant-tag-close-icon').click();
    await expect(page.getByTestId('filter-count')).toHaveCount(0);
  });

  await test.step('a category with its group (a lookup)', async () => {
    await page.goto('/inventory/item/group');
    await tableReady(page, 'group');
    await page.getByTestId('table-add').click();
    const groupDialog = page.getByRole('dialog', { name: 'Add New Group' });
    await groupDialog.getByLabel('Name').fill('Tablets');
    await submit(groupDialog.getByTestId('form-submit'));
    await expect(rowWith(page, 'Tablets')).toHaveCount(1);

    await page.goto('/inventory/item/category');
    await tableReady(page, 'category');
    await page.getByTestId('table-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add New Category' });
    await dialog.getByLabel('Name').fill('Painkillers');
    await submit(dialog.getByTestId('form-submit'));
    await expect(dialog.getByText('The Group field is required.')).toBeVisible();
    await pickOption(page, dialog.locator('.ant-select', { has: page.locator('#group_id') }), 'Tablets');
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText('Added successfully')).toBeVisible();
    await expect(rowWith(page, 'Painkillers')).toContainText('Tablets');
  });

  await test.step('page size, sort and columns, kept over a reload', async () => {
    await page.goto('/inventory/item/brand');
    const table = await tableReady(page, 'brand');
    await table.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-item-option[title="25 / page"]').click();
    await expect(bodyRows(page)).toHaveCount(12);
    await headerCell(table, 'Name').getByText('Name', { exact: true }).click();
    await expect(headerCell(table, 'Name').and(table.locator('th[aria-sort="ascending"]'))).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText('Zeta 01');
    await page.getByTestId('column-chooser').click();
    await expect(page.getByTestId('column-chooser')).toContainText('Show 2 of 3');
    await page.getByTestId('column-toggle-created_at').click();
    await expect(page.getByTestId('column-chooser')).toContainText('Show 3 of 3');
    await expect(headerCell(table, 'Created at')).toHaveCount(1);

    await page.reload();
    const again = await tableReady(page, 'brand');
    await expect(again.locator('.ant-pagination-options')).toContainText('25 / page');
    await expect(headerCell(again, 'Name').and(again.locator('th[aria-sort="ascending"]'))).toHaveCount(1);
    await expect(headerCell(again, 'Created at')).toHaveCount(1);
    await expect(bodyRows(page)).toHaveCount(12);
  });

  await test.step('export downloads the visible columns as xlsx', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByTestId('table-export').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Brands \d{4}-\d{2}-\d{2} \d{2}-\d{2}\.xlsx$/);
    const file = await download.path();
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'ID', 'Name', 'Created at']);
    expect(sheet.rowCount).toBe(13);
    await expect(page.getByTestId('table-export')).not.toHaveClass(/loading/);
  });

  await test.step('Kurdish lays the table out right to left', async () => {
    await page.evaluate(() => window.localStorage.setItem('bb.lang', 'ckb'));
    await page.reload();
    const table = await tableReady(page, 'brand');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(table.locator('.ant-table-wrapper')).toHaveClass(/ant-table-wrapper-rtl/);
    await expect(headerCell(table, 'ناو')).toHaveCount(1);
    await expect(page.getByTestId('table-add')).toHaveText('زیادکردنی نوێ');
    const box = await table.locator('.ant-table-thead th').first().boundingBox();
    const last = await table.locator('.ant-table-thead th').last().boundingBox();
    expect(box!.x).toBeGreaterThan(last!.x);
  });
});
