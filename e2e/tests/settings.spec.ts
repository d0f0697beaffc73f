import { apiToken, bearer, expect, signIn, test } from './fixtures';

/** The Settings screen: a tenant setting and a branch setting saved from the page, read back by the API. */
test('settings: change the stock system and a branch prefix, see them after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = bearer(await apiToken(request, 'admin'));
  const settings = async () =>
    (
      (await (await request.post('/api/setting/all', { headers, data: {} })).json()) as {
        data: { stockSystem: string };
      }
    ).data;
  const me = (await (await request.get('/api/user', { headers })).json()) as {
    default_branch_id: string;
    inventory_settings: { inventory_id: string; setting_name: string; value: string }[];
  };
  const branch = me.default_branch_id;
  const oldPrefix =
    me.inventory_settings.find((s) => s.inventory_id === branch && s.setting_name === 'invoice_prefix')
      ?.value ?? '';
  expect((await settings()).stockSystem).toBe('FIFO');

  try {
    await signIn(page, 'admin');
    await page.goto('/setting');
    await expect(page).toHaveTitle(/^Settings · BranchBook$/);
    for (const id of ['general', 'stock', 'pos', 'numbers', 'lock', 'branches', 'automations'])
      await expect(page.getByTestId(`section-${id}`)).toBeVisible();

    const stock = page.getByTestId('settings-stock');
    await stock.getByText('LIFO — newest lots first').click();
    await page.getByTestId('settings-stock-save').click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect.poll(async () => (await settings()).stockSystem).toBe('LIFO');

    const prefix = page.getByTestId(`branch-${branch}-invoice_prefix`);
    await prefix.fill('E2E-');
    await page.getByTestId(`branch-${branch}-save`).click();
    await expect(page.getByTestId(`branch-${branch}-save`)).toBeDisabled();

    await page.reload();
    await expect(page.getByTestId('settings-stock').getByRole('radio', { name: /LIFO/ })).toBeChecked();
    await expect(page.getByTestId(`branch-${branch}-invoice_prefix`)).toHaveValue('E2E-');
    await expect(page.getByTestId('settings-automation-runs')).toBeVisible();
  } finally {
    // later journeys expect the demo company's defaults
    await request.put('/api/setting', { headers, data: { stockSystem: 'FIFO' } });
    await request.put(`/api/setting/inventory/${branch}`, { headers, data: { invoice_prefix: oldPrefix } });
  }
});
