import { apiToken, bearer, expect, signIn, test } from './fixtures';
import { ownDropdown, pickOption, rowWith, submit, tableReady } from './helpers';

test('hr: hire an employee and an hourly one in USD with an allowance, run the month, approve and pay, read the statement', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = bearer(await apiToken(request, 'admin'));
  const me = (await (await request.get('/api/user', { headers })).json()) as { default_branch_id: string };
  const boxes = (
    (await (await request.get('/api/accounting/cash-box/list', { headers })).json()) as {
      data: { id: string; name: string; currency_code: string; inventory_id: string | null }[];
    }
  ).data;
  const branches = (
    (await (await request.get('/api/user/connected-inventory', { headers })).json()) as {
      data: { id: string; name: string }[];
    }
  ).data;
  // the other branch than the admin's default: the demo's pharmacy payroll is the accountant's to try
  const { id: branch, name: branchName } = branches.find(
    (b) => String(b.id) !== String(me.default_branch_id),
  )!;
  const box = boxes.find((b) => b.currency_code === 'IQD' && String(b.inventory_id) === String(branch))!;
  const now = new Date();
  const first = `01/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${now.getUTCFullYear()}`;
  const code = `E2E-${Date.now().toString(36)}`;
  const name = `Hana Karim ${code}`;

  await signIn(page, 'admin');
  await page.goto('/hr/employee');
  await tableReady(page, 'hr_employee');

  await test.step('hire an employee', async () => {
    await page.getByTestId('table-add').click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('form-hr_employee') });
    await dialog.locator('#code').fill(code);
    await dialog.locator('#name').fill(name);
    await dialog.locator('#hire_date').fill(first);
    await dialog.locator('#hire_date').press('Enter');
    await pickOption(
      page,
      dialog
        .locator('.ant-form-item')
        .filter({ has: page.locator('#inventory_id') })
        .locator('.ant-select'),
      branchName,
    );
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText('Added successfully')).toBeVisible();
    await expect(rowWith(page, code)).toHaveCount(1);
  });
  const list = (await (await request.get('/api/hr/employee/list', { headers })).json()) as {
    data: { id: string; code: string }[];
  };
  const employeeId = list.data.find((e) => e.code === code)!.id;
  // an hourly employee paid in dollars, with a transport allowance of 100 USD a month (set in the UI below)
  // the branch's dollar box, made and funded for the journey when the branch has none
  let usdBox = boxes.find((b) => b.currency_code === 'USD' && String(b.inventory_id) === String(branch));
  if (!usdBox) {
    const made = await request.post('/api/accounting/cash-box', {
      headers,
      data: { code: `USD-${code}`, name: `Dollars ${code}`, currency_code: 'USD', inventory_id: branch },
    });
    expect(made.ok(), await made.text()).toBe(true);
    usdBox = {
      id: (await made.json()).id,
      name: `Dollars ${code}`,
      currency_code: 'USD',
      inventory_id: branch,
    };
  }
  const funded = await request.post('/api/accounting/cash-box/adjustment-entry', {
    headers,
    data: {
      date: new Date().toISOString().slice(0, 10),
      cash_box_id: usdBox.id,
      currency_code: 'USD',
      exchange_rate: '1310',
      amount: '5000',
      direction: 'in',
    },
  });
  expect(funded.ok(), await funded.text()).toBe(true);
  const start = first.split('/').reverse().join('-');
  const hourlyName = `Sara Hourly ${code}`;
  const hourly = await request.post('/api/hr/employee', {
    headers,
    data: {
      code: `${code}-H`,
      name: hourlyName,
      inventory_id: branch,
      hire_date: start,
      currency_code: 'USD',
    },
  });
  expect(hourly.ok(), await hourly.text()).toBe(true);
  const hourlyContract = await request.post('/api/hr/employee-contract', {
    headers,
    data: { employee_id: (await hourly.json()).id, start_date: start, salary_type: 3, amount: '12.5' },
  });
  expect(hourlyContract.ok(), await hourlyContract.text()).toBe(true);
  const allowance = `Transport ${code}`;
  expect(
    (await request.post('/api/hr/payroll-type', { headers, data: { name: allowance, kind: 1 } })).ok(),
  ).toBe(true);
  const contract = await request.post('/api/hr/employee-contract', {
    headers,
    data: {
      employee_id: employeeId,
      start_date: first.split('/').reverse().join('-'),
      salary_type: 1,
      amount: '500000',
    },
  });
  expect(contract.ok(), await contract.text()).toBe(true);

  await test.step('give the hourly contract its allowance', async () => {
    await page.goto('/hr/employee-contracts');
    await tableReady(page, 'hr_employee_contract');
    await page.getByTestId(`row-payroll-types-${(await hourlyContract.json()).id}`).click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('form-contract-payroll-types') });
    await dialog.getByTestId('contract-type-add').click();
    await pickOption(page, dialog.getByTestId('contract-type-0'), allowance);
    await dialog.getByLabel('Amount or percent').fill('100');
    await submit(dialog.getByTestId('form-submit'));
    await expect(page.getByText('Allowances and deductions saved')).toBeVisible();
  });

  await test.step('run the month: the preview shows the salary, approval pays it', async () => {
    await page.goto('/hr/monthly-payrolls');
    await tableReady(page, 'hr-payrolls');
    await page.getByTestId('table-add').click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('form-payroll') });
    await pickOption(page, dialog.getByTestId('payroll-branch'), branchName);
    // the branch's own box is proposed; the dollar box made for the journey is added when not yet there
    const boxesSelect = dialog.getByTestId('payroll-boxes');
    await expect(boxesSelect).toContainText(box.name);
    if (!((await boxesSelect.textContent()) ?? '').includes(usdBox.name)) {
      await boxesSelect.click();
      await (await ownDropdown(page, boxesSelect))
        .locator(`.ant-select-item-option[title="${usdBox.name}"]`)
        .click();
      await page.keyboard.press('Escape');
    }
    await dialog.locator('#exchange_rate').fill('1310');
    await submit(dialog.getByTestId('form-submit'));
    const view = page.getByTestId('payroll-view');
    await expect(view).toBeVisible();
    await expect(rowWith(page, name)).toContainText('500,000');
    // 100 hours at 12.50 USD plus the 100 USD allowance
    await view.getByTestId(`units-${code}-H`).locator('xpath=descendant-or-self::input').fill('100');
    await page.getByRole('button', { name: 'Recompute with these hours' }).click();
    await expect(rowWith(page, hourlyName)).toContainText('1,350');
    await expect(view.getByTestId('payroll-status')).toHaveText('Pending');
    await page.getByTestId('payroll-approve').click();
    await submit(page.getByTestId('confirm-ok'));
    await expect(page.getByText('Payroll approved and paid.')).toBeVisible();
    await expect(view.getByTestId('payroll-status')).toHaveText('Approved');
  });

  await test.step('the payrolls list shows both payslip lines of the run, summed per currency', async () => {
    await page.goto('/hr/payrolls');
    const table = await tableReady(page, 'hr-payslips');
    await page.getByTestId('table-search').fill(code);
    await page.getByTestId('table-search').press('Enter');
    await expect(table.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(2);
    await expect(rowWith(page, name)).toContainText('500,000');
    await expect(rowWith(page, name)).toContainText('Approved');
    await expect(rowWith(page, hourlyName)).toContainText('1,350');
    await expect(table.getByTestId('table-footer-IQD')).toContainText('500,000');
    await expect(table.getByTestId('table-footer-USD')).toContainText('1,350');
  });

  await test.step('at 1440 px the payrolls columns fit beside the fixed actions, in English and Kurdish', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const lang of ['en', 'ckb']) {
      await page.evaluate((l) => window.localStorage.setItem('bb.lang', l), lang);
      await page.goto('/hr/payrolls');
      const table = await tableReady(page, 'hr-payslips');
      await expect(table.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
      // nothing scrolls under the fixed actions column: the body is no wider than its box
      const body = table.locator('.ant-table-body');
      const overflow = await body.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, `payrolls columns overflow in ${lang}`).toBeLessThanOrEqual(1);
      // and the last data cell (status) ends before the actions cell starts (on the end side, either direction)
      const row = table.locator('.ant-table-tbody tr.ant-table-row').first();
      const run = await row.locator('td:not(.bb-actions-col)').last().boundingBox();
      const actions = await row.locator('td.bb-actions-col').boundingBox();
      if (lang === 'en') expect(run!.x + run!.width).toBeLessThanOrEqual(actions!.x + 1);
      else expect(actions!.x + actions!.width).toBeLessThanOrEqual(run!.x + 1);
    }
    await page.evaluate(() => window.localStorage.setItem('bb.lang', 'en'));
  });

  await test.step("the employee's statement shows the salary accrued and paid", async () => {
    await page.goto(`/hr/employee/detail-account-statement?employee_id=${employeeId}`);
    const screen = page.getByTestId('screen-employee-statement');
    await expect(screen.getByText('Monthly payroll').first()).toBeVisible();
    await expect(screen.locator('.ant-table-tbody')).toContainText('500,000');
  });
});
