import { expect, type Locator, type Page } from '@playwright/test';

/** A list screen's table once its saved state is restored and its first page has loaded. */
export async function tableReady(page: Page, tableId: string): Promise<Locator> {
  const table = page.getByTestId(`table-${tableId}`);
  // a screen's first visit loads its code chunk, then waits the 300 ms restore, then the first page
  await expect(table).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(table.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 });
  return table;
}

/** Picks an option of an antd select (opened by clicking it) by its visible title. */
export async function pickOption(page: Page, select: Locator, title: string): Promise<void> {
  await select.click();
  await (await ownDropdown(page, select)).locator(`.ant-select-item-option[title="${title}"]`).click();
}

/**
 * The open dropdown of this select only: another select's dropdown may still be fading out with options of
 * its own, and a click that resolved to one of them waits forever once it is hidden (kept in the page,
 * display none). `select` is the combobox itself or an element around it; it must be open.
 */
export async function ownDropdown(page: Page, select: Locator): Promise<Locator> {
  let listId: string | null = null;
  await expect
    .poll(async () => {
      listId = await select.evaluate((el) => {
        const box = el.matches('[role="combobox"]') ? el : el.querySelector('[role="combobox"]');
        return box?.getAttribute('aria-expanded') === 'true' ? box.getAttribute('aria-controls') : null;
      });
      return listId;
    })
    .not.toBeNull();
  return page
    .locator('.ant-select-dropdown')
    .filter({ has: page.locator(`[id="${listId}"]`) })
    .last();
}

/** The body rows of the tables on the page; `rowWith` narrows them to those containing a text. */
export const bodyRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
export const rowWith = (page: Page, text: string) => bodyRows(page).filter({ hasText: text });

/**
 * Clicks a guarded submit button (the spec: loading 1.5 s, debounce 1 s after each click), after any
 * earlier click has settled, as a user would see it ready again.
 */
export async function submit(button: Locator): Promise<void> {
  await expect(button).not.toHaveClass(/ant-btn-loading/);
  await button.click();
}

/** A column's header cell by its exact title. */
export const headerCell = (table: Locator, title: string) =>
  table.locator('.ant-table-thead th').filter({ hasText: new RegExp(`^${title}$`) });

/**
 * A list shows its columns without a sideways scroll at a 1440 px window (its last columns are not hidden
 * under the fixed actions column). Sets the window to 1440 x 900 and leaves it so.
 */
export async function expectFitsAt1440(page: Page, table: Locator): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  const body = table.locator('.ant-table-body, .ant-table-content').first();
  await expect.poll(() => body.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
}
