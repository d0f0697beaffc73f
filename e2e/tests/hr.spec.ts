import { apiToken, bearer, expect, signIn, test } from './fixtures';
import { pickOption, rowWith, submit, tableReady } from './helpers';

test('hr: hire an employee, run the month, approve and pay, read the employee statement', async ({
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

  await test.step('run the month: the preview shows the salary, approval pays it', async () => {
    await page.goto('/hr/monthly-payrolls');
    await tableReady(page, 'hr-payrolls');
    await page.getByTestId('table-add').click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('form-payroll') });
    await pickOption(page, dialog.getByTestId('payroll-branch'), branchName);
    await pickOption(page, dialog.getByTestId('payroll-boxes'), box.name);
    await page.keyboard.press('Escape');
    await submit(dialog.getByTestId('form-submit'));
    const view = page.getByTestId('payroll-view');
    await expect(view).toBeVisible();
    await expect(rowWith(page, name)).toContainText('500,000');
    await expect(view.getByTestId('payroll-status')).toHaveText('Pending');
    await page.getByTestId('payroll-approve').click();
    await submit(page.getByTestId('confirm-ok'));
    await expect(page.getByText('Payroll approved and paid.')).toBeVisible();
    await expect(view.getByTestId('payroll-status')).toHaveText('Approved');
  });

  await test.step("the employee's statement shows the salary accrued and paid", async () => {
    await page.goto(`/hr/employee/detail-account-statement?employee_id=${employeeId}`);
    const screen = page.getByTestId('screen-employee-statement');
    await expect(screen.getByText('Monthly payroll').first()).toBeVisible();
    await expect(screen.locator('.ant-table-tbody')).toContainText('500,000');
  });
});
