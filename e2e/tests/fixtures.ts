import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './env';

/**
 * `test` for the journeys: while signed in the app asks before the page is left or reloaded
 * (beforeunload), so every page accepts that question; other dialogs are dismissed as Playwright does
 * by default. Use `page.reload()` and `page.goto()` freely.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    page.on('dialog', (dialog) => {
      void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
    });
    await use(page);
  },
});
export { expect };

/** The demo company's staff share the admin's password (apps/server seed). */
export const DEMO_PASSWORD = ADMIN_PASSWORD;

/** Signs in through the login form and waits for the shell. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.getByTestId('sign-in').click();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  // `/` moves on to the dashboard once signed in; the title names the screen once it has rendered there
  await expect(page).toHaveTitle(/^(?!Sign in).+ · BranchBook$/);
}

/** Logs out through the user menu (its last item) and waits for the login form. */
export async function signOut(page: Page): Promise<void> {
  const form = page.getByTestId('login-form');
  const item = page.getByRole('menuitem').filter({ has: page.getByTestId('logout') });
  // a click while the menu is still animating open can miss its item: open it and click again until the
  // login form shows
  await expect(async () => {
    if (await form.isVisible()) return;
    if (!(await item.isVisible())) await page.getByTestId('user-menu').click({ timeout: 3_000 });
    await item.click({ timeout: 3_000 });
    await expect(form).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}

/** A bearer token for API calls made by the test itself (another user's actions, say). */
export async function apiToken(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await request.post('/api/login', { data: { username, password } });
  expect(res.ok(), `login ${username}`).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The top-level sidebar entries shown, with the route ids each leads to. */
export async function sidebarEntries(page: Page): Promise<Record<string, string[]>> {
  const entries = page.locator('[data-testid^="sidebar-entry-"]');
  await expect(entries.first()).toBeVisible();
  return entries.evaluateAll((els) =>
    Object.fromEntries(
      els.map((el) => [
        (el as HTMLElement).dataset.entry!,
        ((el as HTMLElement).dataset.routes ?? '').split(' '),
      ]),
    ),
  );
}
