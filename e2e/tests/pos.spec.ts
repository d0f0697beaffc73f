import { apiToken, bearer, expect, signIn, signOut, test } from './fixtures';
import { ownDropdown, pickOption, tableReady } from './helpers';

/**
 * The cashier's shift at the POS (issue 8): three items scanned into a cart (one twice), a second cart,
 * a reload that keeps both, payment in USD for an IQD cart with change, the receipt printed (rendered
 * to PDF by Chromium, Kurdish text present and joined), and the admin's bulk approval with a receipt.
 */
const PARACETAMOL = '6260000000011'; // sale price 375 IQD
const AMOXICILLIN = '6260000000028'; // 750 IQD
const KURDISH_ITEM = '6260000000035'; // پاراسیتامۆل ٥٠٠ ملگم, 1125 IQD
const VITAMIN_C = '6260000000059'; // 1875 IQD
const KURDISH_NAME = 'پاراسیتامۆل';

test('a cashier sells at the POS, prints the receipt, and the admin approves with a receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // a customer for the second cart's sale on account
  const admin = await apiToken(request, 'admin');
  const user = await (await request.get('/api/user', { headers: bearer(admin) })).json();
  const created = await request.post('/api/customer', {
    headers: bearer(admin),
    data: { name: 'Rawa Customer', phone: '07501234567', inventory_id: user.default_branch_id },
  });
  expect(created.ok()).toBe(true);

  await page.goto('/inventory/sale/pos/0/no/no');
  await signIn(page, 'cashier');
  await page.goto('/inventory/sale/pos/0/no/no');
  const search = page.getByPlaceholder(/Scan a barcode/);
  // the first visit loads the screen's code chunk: on a busy machine that takes a while
  await expect(search).toBeVisible({ timeout: 45_000 });
  await expect(search).toBeFocused();

  const scan = async (barcode: string) => {
    await search.fill(barcode);
    await search.press('Enter');
    await expect(page.getByTestId(`pos-line-${barcode}`)).toBeVisible();
  };
  const lines = page.getByTestId('pos-lines').locator('tr.ant-table-row');

  await scan(PARACETAMOL);
  await scan(AMOXICILLIN);
  await scan(KURDISH_ITEM);
  await scan(PARACETAMOL); // +1, moves to the front
  await expect(lines).toHaveCount(3);
  await expect(lines.first()).toHaveAttribute('data-testid', `pos-line-${PARACETAMOL}`);
  await expect(page.getByTestId('pos-total')).toContainText('2,625');

  // a second cart (F4) with one item
  await page.keyboard.press('F4');
  await expect(page.getByTestId('pos-cart-tab')).toHaveCount(2);
  await expect(lines).toHaveCount(0);
  await scan(VITAMIN_C);

  // a reload keeps both carts
  await page.reload();
  await expect(search).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('pos-cart-tab')).toHaveCount(2);
  await expect(lines).toHaveCount(1);
  await expect(page.getByTestId(`pos-line-${VITAMIN_C}`)).toBeVisible();
  await page.getByTestId('pos-cart-tab').first().click();
  await expect(lines).toHaveCount(3);
  await expect(page.getByTestId('pos-total')).toContainText('2,625');

  // paid 20 USD for the 2,625 IQD cart at 1,310: 26,200 IQD, change 23,575 IQD
  await pickOption(page, page.getByTestId('pos-paid-currency'), 'USD');
  await page.getByTestId('pos-paid').locator('input').fill('20');
  await expect(page.getByTestId('pos-change')).toContainText('23,575');

  const popupPromise = page.waitForEvent('popup');
  await page.keyboard.press('F9');
  const popup = await popupPromise;
  await expect(lines).toHaveCount(0); // the paid cart is emptied, ready for the next customer

  // the receipt: right shop, Kurdish name present and shaped (joined) by the bundled Arabic-script font
  const receipt = popup.getByTestId('print-receipt');
  await expect(receipt).toContainText('Central Pharmacy');
  await expect(receipt).toContainText(KURDISH_NAME);
  await expect(receipt).toContainText('23,575');
  const shaping = await popup.evaluate(async (word) => {
    await document.fonts.ready;
    const measure = (text: string) => {
      const span = document.createElement('span');
      span.style.fontSize = '40px';
      span.textContent = text;
      document.body.appendChild(span);
      const width = span.getBoundingClientRect().width;
      span.remove();
      return width;
    };
    // a zero-width non-joiner between the letters forces their isolated forms
    return {
      joined: measure(word),
      isolated: measure([...word].join('\u200c')),
      fontLoaded: document.fonts.check('40px "BB Print Arabic"', word),
    };
  }, KURDISH_NAME);
  expect(shaping.fontLoaded).toBe(true);
  expect(Math.abs(shaping.joined - shaping.isolated)).toBeGreaterThan(5);
  const pdf = await popup.pdf({ width: '80mm', height: '200mm', printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toMatch(/NotoSansArabic/);
  await popup.close();

  // the second cart: the customer's sale on account
  await page.getByTestId('pos-cart-tab').nth(1).click();
  await expect(lines).toHaveCount(1);
  await page.getByTestId('pos-customer').click();
  await page.keyboard.type('Rawa');
  const customers = await ownDropdown(page, page.getByTestId('pos-customer'));
  await customers.locator('.ant-select-item-option').first().click();
  await expect(page.getByTestId('pos-customer')).toContainText('Rawa Customer');
  await page.getByText('Print the receipt after saving').click(); // no print for this one
  await page.getByTestId('pos-pay').click();
  await expect(lines).toHaveCount(0);

  // the admin approves the customer's sale with a receipt voucher
  await signOut(page);
  await signIn(page, 'admin');
  await page.goto('/inventory/sale');
  const table = await tableReady(page, 'sales.sale');
  const rows = table.locator('tr.ant-table-row');
  const receiptBox = page.getByRole('checkbox', { name: 'Create Receipt Voucher for selected sales?' });
  // this journey's two sales (a prescription sold by the hospital journey may be listed too)
  await expect(rows.filter({ hasText: 'Rawa Customer' })).toHaveCount(1);
  expect(await rows.count()).toBeGreaterThanOrEqual(2);

  // nothing selected: the spec's message
  await page.getByTestId('sale-actions').click();
  await page.getByTestId('sale-action-approve').click();
  await expect(page.getByText('Please at least select one record')).toBeVisible();

  // both selected (one without a customer): no receipt checkbox
  await table.locator('.ant-table-thead .ant-checkbox-input').check();
  await page.getByTestId('sale-actions').click();
  await page.getByTestId('sale-action-approve').click();
  await expect(page.getByText('Are you sure you wan to approve selected records?')).toBeVisible();
  await expect(receiptBox).toHaveCount(0);
  await page.getByTestId('sale-approve-cancel').click();

  // the customer's sale only: back to pending, then approved with a receipt
  await table.locator('.ant-table-thead .ant-checkbox-input').uncheck();
  const customerRow = rows.filter({ hasText: 'Rawa Customer' });
  await customerRow.locator('.ant-checkbox-input').check();
  await page.getByTestId('sale-actions').click();
  await page.getByTestId('sale-action-pending').click();
  await expect(customerRow).toContainText('Pending');
  await customerRow.locator('.ant-checkbox-input').check();
  await page.getByTestId('sale-actions').click();
  await page.getByTestId('sale-action-approve').click();
  await expect(page.getByText('Are you sure you wan to approve selected records?')).toBeVisible();
  await expect(receiptBox).not.toBeChecked();
  await receiptBox.check();
  await page.getByTestId('sale-approve-yes').click();
  await expect(page.getByText(/approved; receipts/)).toBeVisible();
  await expect(customerRow).toContainText('Approved');

  // the expanded row lists the sold item from GET sale/{id}
  await customerRow.locator('.ant-table-row-expand-icon').click();
  await expect(page.locator('[data-testid^="sale-expanded-"]')).toContainText('Vitamin C 1000 mg');
});

/**
 * Issue 15: a new cashier's first USD sale on a fresh demo company. She picks a lot from the search's list
 * with the keyboard (the list has the focus: ArrowDown + Enter), switches the cart to USD (her USD drawer
 * takes the cash, so nothing stops Pay), pays 5 USD and gets a receipt whose totals and change say USD.
 */
test('a new cashier sells in USD, picking the lot with ArrowDown + Enter', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/inventory/sale/pos/0/no/no');
  await signIn(page, 'cashier');
  await page.goto('/inventory/sale/pos/0/no/no');
  const search = page.getByPlaceholder(/Scan a barcode/);
  await expect(search).toBeVisible({ timeout: 45_000 });
  const lines = page.getByTestId('pos-lines').locator('tr.ant-table-row');
  // a cart left from the journey before: start a new one
  if ((await lines.count()) > 0) await page.keyboard.press('F4');
  await expect(lines).toHaveCount(0);

  // "mg" matches several items of the pharmacy: the lot list opens with the focus on it
  await search.fill('mg');
  await search.press('Enter');
  const list = page.getByRole('listbox', { name: 'Choose a product' });
  await expect(list).toBeFocused();
  const options = list.getByRole('option');
  expect(await options.count()).toBeGreaterThan(1);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  // the stock shows without trailing zeros
  await expect(options.first()).not.toContainText('.0000');
  const second = (await options.nth(1).locator('td').nth(1).innerText()).trim();
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(second);

  // the cart in USD: prices by the dollar's two decimals, no warning, Pay open
  await pickOption(page, page.getByLabel('Currency', { exact: true }), 'USD');
  await expect(page.getByTestId('pos-big-total')).toContainText('USD');
  await expect(lines.first().getByRole('textbox', { name: `Price of ${second}` })).toHaveValue(
    /^\d+\.\d{2}$/,
  );
  await expect(page.getByTestId('pos-no-box')).toHaveCount(0);
  await expect(page.getByTestId('pos-below-cost')).toHaveCount(0);
  await page.getByLabel('Amount paid').fill('5');
  await expect(page.getByTestId('pos-change')).toContainText('USD');

  const popupPromise = page.waitForEvent('popup');
  await page.getByTestId('pos-pay').click();
  const popup = await popupPromise;
  await expect(page.getByText(/Sale .*S-\d+ saved/)).toBeVisible();
  await expect(lines).toHaveCount(0);
  const receipt = popup.getByTestId('print-receipt');
  await expect(receipt).toContainText(second);
  const grand = receipt.locator('tr.grand');
  await expect(grand).toContainText(/\d+\.\d{2} USD/);
  await expect(receipt.locator('tr', { hasText: 'Change' })).toContainText(/\d+\.\d{2} USD/);
  await popup.close();
});
