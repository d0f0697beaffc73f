import { apiToken, bearer, expect, signIn, test } from './fixtures';
import { pickOption, submit, tableReady } from './helpers';
import { expectJoinedRightToLeft } from './print-checks';

test('hr letters: a salary certificate in Kurdish from a template, edited and printed A4', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = bearer(await apiToken(request, 'admin'));
  const stamp = String(Date.now()).slice(-7);
  const make = async (path: string, data: Record<string, unknown>) => {
    const r = await request.post(`/api/${path}`, { headers, data });
    expect(r.ok(), await r.text()).toBe(true);
    return ((await r.json()) as { id: string }).id;
  };
  const me = (await (await request.get('/api/user', { headers })).json()) as { default_branch_id: string };
  const employee = `ژیلا ${stamp}`;
  const employeeId = await make('hr/employee', {
    code: `E2E-L${stamp}`,
    name: employee,
    inventory_id: me.default_branch_id,
    hire_date: '2025-01-01',
    currency_code: 'IQD',
  });
  await make('hr/employee-contract', {
    employee_id: employeeId,
    start_date: '2025-01-01',
    salary_type: 1,
    amount: '1250000',
  });
  const type = await make('hr/letter-type', { name: `Salary certificate ${stamp}` });
  const template = `بڕوانامەی مووچە ${stamp}`;
  await make('hr/letter-template', {
    name: template,
    hr_letter_type_id: type,
    language: 'ckb',
    body:
      '<h2 dir="rtl">بڕوانامەی مووچە</h2><p dir="rtl">بەڕێز {{employee.name}} فەرمانبەری ئەم کۆمپانیایە ' +
      'لە {{employee.hire_date}}ەوە، مووچەی مانگانەی {{contract.salary}} دینارە ({{contract.salary_words}}).</p>',
  });

  await signIn(page, 'admin');
  await page.goto('/hr/letter');
  await tableReady(page, 'hr_letter');
  await page.getByTestId('letter-from-template').click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('form-letter-from-template') });
  await pickOption(page, dialog.getByTestId('field-hr_letter_template_id'), template);
  await pickOption(page, dialog.getByTestId('field-employee_id'), employee);
  await dialog.locator('#subject').fill('Salary certificate for the bank');
  await submit(dialog.getByTestId('form-submit'));

  const body = page.getByTestId('letter-body');
  await expect(body).toContainText(`بەڕێز ${employee} فەرمانبەری`);
  await expect(body).toContainText('1,250,000 دینارە (یەک ملیۆن و دووسەد و پەنجا هەزار دینار)');

  // edited in the shared editor, then printed
  await page.getByTestId('letter-edit-text').click();
  const editor = page.getByTestId('rich-text-content');
  await editor.locator('p').last().click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' بۆ پێشکەشکردن بە بانک.');
  await page.getByTestId('letter-save-text').click();
  await expect(body).toContainText('بۆ پێشکەشکردن بە بانک.');

  const popupPromise = page.waitForEvent('popup');
  await page.getByTestId('letter-print').click();
  const popup = await popupPromise;
  await expect(popup.getByTestId('print-rich-text')).toContainText('یەک ملیۆن و دووسەد و پەنجا هەزار دینار');
  await expectJoinedRightToLeft(popup, '.text-body p', 'فەرمانبەری', 'بەڕێز', employee.split(' ')[0]!);
  await popup.close();
});
