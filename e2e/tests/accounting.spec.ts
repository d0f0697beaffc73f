import ExcelJS from 'exceljs';
import { apiToken, bearer, expect, signIn, test } from './fixtures';
import { pickOption, rowWith, submit, tableReady } from './helpers';

/**
 * The accountant's journey of issue 5: money in and out of the demo company's boxes through the dialogs,
 * the boxes' balances and statement, the general ledger (and its export read back), an edit that
 * reverses and reposts, and a balance sheet that still balances.
 */
test('accountant: expense from the USD box, income and transfer in IQD, statement, ledger, edit, balance sheet', async ({
  page,
}) => {
  test.setTimeout(360_000);

  await test.step('the admin adds an expense category and an income type', async () => {
    const token = await apiToken(page.request, 'admin');
    for (const [path, name] of [
      ['/api/general/expense-category', 'Stationery'],
      ['/api/accounting/income-type', 'Consulting'],
    ] as const) {
      const res = await page.request.post(path, { headers: bearer(token), data: { name } });
      expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
    }
  });

  await signIn(page, 'accountant');

  // The boxes' balances before this journey's documents (the demo and earlier journeys move them too).
  const before = new Map<string, number>();
  {
    const token = await page.evaluate(() => localStorage.getItem('bb.token'));
    const res = await page.request.get('/api/accounting/cash-box/my-cashbox', { headers: bearer(token!) });
    for (const b of (await res.json()).data as { name: string; balance: string }[])
      before.set(b.name, Number(b.balance));
  }
  /** A box's balance after this journey moved it by `delta`, as the screen writes it (en-US, no stray zeros). */
  const after = (box: string, delta: number) =>
    (before.get(box)! + delta).toLocaleString('en-US', { maximumFractionDigits: 2 });

  const dialogOf = (title: string) => page.getByRole('dialog', { name: title });
  const amountOf = (box: string) =>
    page.getByTestId('screen-my-cashbox').locator('.ant-card').filter({ hasText: box });

  await test.step('a variable expense of 25.50 USD from the USD box (no box selector: one box in USD)', async () => {
    await page.goto('/accounting/expense/variable-expense');
    await tableReady(page, 'variable_expense');
    await page.getByTestId('table-add').click();
    const dialog = dialogOf('Add New Variable Expense');
    await pickOption(page, dialog.getByTestId('field-currency_code'), 'USD');
    await expect(dialog.getByTestId('field-cash_box_id')).toHaveCount(0);
    await expect(dialog.locator('#exchange_rate')).toHaveValue(/^1,?310/);
    await dialog.locator('#amount').fill('25.50');
    await expect(dialog.getByTestId('base-amount')).toContainText('33,405');
    await pickOption(page, dialog.getByTestId('field-category_id'), 'Stationery');
    await dialog.locator('#note').fill('Printer paper');
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText('Added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = rowWith(page, 'Printer paper');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(/VE-\d+/);
    await expect(row).toContainText(/25\.50? USD/);
  });

  await test.step('an income of 500,000 IQD into the pharmacy box', async () => {
    await page.goto('/accounting/income/income');
    await tableReady(page, 'income');
    await page.getByTestId('table-add').click();
    const dialog = dialogOf('Add New Income');
    await pickOption(page, dialog.getByTestId('field-cash_box_id'), 'CB-1 - Pharmacy IQD box');
    await dialog.locator('#amount').fill('500000');
    await pickOption(page, dialog.getByTestId('field-category_id'), 'Consulting');
    await dialog.locator('#note').fill('Advice fee');
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText('Added successfully')).toBeVisible();
    await expect(rowWith(page, 'Advice fee')).toContainText('500,000');
  });

  await test.step('a transfer of 200,000 IQD from the pharmacy box to the shop box', async () => {
    await page.goto('/accounting/cash-box/transfer');
    await tableReady(page, 'cash_box_transfer');
    await page.getByTestId('table-add').click();
    const dialog = dialogOf('Add New Cash Box Transfer');
    await pickOption(page, dialog.getByTestId('field-cash_box_id'), 'CB-1 - Pharmacy IQD box');
    await pickOption(page, dialog.getByTestId('field-to_cash_box_id'), 'CB-3 - Shop IQD box (IQD)');
    await dialog.locator('#amount').fill('200000');
    await dialog.locator('#note').fill('To the shop');
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText('Added successfully')).toBeVisible();
    await expect(rowWith(page, 'To the shop')).toContainText('200,000');
  });

  await test.step('my cash box shows every box with its balance', async () => {
    await page.goto('/accounting/cash-box/my-cashbox');
    // the expense took 25.50 USD; the income brought 300,000 IQD; the transfer moved 200,000 IQD to the shop
    await expect(amountOf('Pharmacy USD box')).toContainText(after('Pharmacy USD box', -25.5));
    await expect(amountOf('Pharmacy IQD box')).toContainText(after('Pharmacy IQD box', 300_000));
    await expect(amountOf('Shop IQD box')).toContainText(after('Shop IQD box', 200_000));
  });

  const statementOfUsdBox = async () => {
    await page.goto('/accounting/cash-box/detail-account-statement');
    await pickOption(page, page.getByTestId('statement-box'), 'Pharmacy USD box');
    await expect(page.getByTestId('statement-opening')).toContainText('0');
  };

  await test.step('the USD box statement lists the expense with its running balance', async () => {
    await statementOfUsdBox();
    const rows = page.getByTestId('screen-detail-statement').locator('.ant-table-tbody tr.ant-table-row');
    // the expense among the box's lines of the month (the demo's opening cash and down payment are there too)
    const row = rows.filter({ hasText: /VE-\d+/ });
    await expect(row).toHaveCount(1);
    await expect(row.locator('td').filter({ hasText: /^25\.50?$/ })).toHaveCount(1); // the credit
    await expect(row).toContainText('Variable expense');
    await expect(page.getByTestId('statement-closing')).toContainText(after('Pharmacy USD box', -25.5));
  });

  await test.step('the general ledger holds both sides of the expense under Expense', async () => {
    await page.goto('/accounting/general-ledger');
    await tableReady(page, 'general_ledger');
    const lines = rowWith(page, 'Printer paper');
    await expect(lines).toHaveCount(2);
    // debit and credit are the base values: 25.50 USD at 1,310
    await expect(lines.filter({ hasText: 'Cash' })).toContainText('33,405');
    await expect(lines.filter({ hasText: 'Expenses' })).toContainText('Expense');
  });

  await test.step('the general ledger exports to xlsx with the same lines', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByTestId('table-export').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^General ledger \d{4}-\d{2}-\d{2} \d{2}-\d{2}\.xlsx$/i);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Date', 'Account', 'Debit', 'Credit', 'Description']));
    const description = header.indexOf('Description') + 1;
    const texts: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) texts.push(String(row.getCell(description).value ?? ''));
    });
    // the expense's two lines, the income's two, the transfer's two
    expect(texts.filter((d) => d.includes('Printer paper'))).toHaveLength(2);
    expect(sheet.rowCount - 1).toBeGreaterThanOrEqual(6);
  });

  await test.step('editing the expense to 30 USD reverses and reposts it', async () => {
    await page.goto('/accounting/expense/variable-expense');
    await tableReady(page, 'variable_expense');
    await rowWith(page, 'Printer paper').getByRole('button', { name: 'Edit' }).click();
    const dialog = dialogOf('Update Variable Expense');
    await expect(dialog.locator('#amount')).toHaveValue(/25\.5/);
    await expect(dialog.locator('#note')).toHaveValue('Printer paper');
    await expect(dialog.getByTestId('field-category_id')).toContainText('Stationery');
    await dialog.locator('#amount').fill('30');
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText('Updated successfully')).toBeVisible();
    await expect(rowWith(page, 'Printer paper')).not.toContainText('25.5');
    await expect(rowWith(page, 'Printer paper')).toContainText(/30(\.00)? USD/);

    await statementOfUsdBox();
    await expect(page.getByTestId('statement-closing')).toContainText(after('Pharmacy USD box', -30));
    await page.goto('/accounting/general-ledger');
    await tableReady(page, 'general_ledger');
    // the first entry, its reversal and the new entry: two lines each
    await expect(rowWith(page, 'Printer paper')).toHaveCount(4);
    await expect(rowWith(page, 'Reversal of entry')).toHaveCount(2);
  });

  await test.step('the balance sheet balances: assets equal liabilities and equity', async () => {
    await page.goto('/accounting/balance-sheet');
    await expect(page.getByTestId('balance-sheet-balanced')).toBeVisible();
    // cash in both currencies, each named (the amounts also hold the demo's and the other journeys' documents)
    // the Cash row itself, not "Cash in transit" (the demo's collector bag)
    const cash = page
      .getByTestId('balance-sheet-assets')
      .locator('tr')
      .filter({ hasText: 'Cash' })
      .filter({ hasNotText: 'in transit' });
    await expect(cash).toContainText('USD');
    await expect(cash).toContainText('IQD');
    // the demo company's opening stock is on both sides too; the two totals agree
    const assets = (await page.getByTestId('balance-sheet-total-assets').textContent()) ?? '';
    expect(assets).toMatch(/\d/);
    const sides = page.getByTestId('balance-sheet-totals');
    await expect(sides).toContainText(`Total Assets: ${assets}`);
    await expect(sides).toContainText(`Total Liabilities and Equity: ${assets}`);
  });
});
