import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './env';
import { expect, signOut, test } from './fixtures';

const INVALID_CREDENTIALS = 'These credentials do not match our records.';

/** The error shown under a login field. */
const fieldError = (page: Page, id: 'username' | 'password') => page.getByTestId(`${id}-error`);

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.getByTestId('sign-in').click();
}

test('sign in, keep the session, switch to Kurdish, sign out', async ({ page }) => {
  await test.step('signed out, / shows the login form', async () => {
    await page.goto('/');
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page).toHaveTitle('Sign in · BranchBook');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  await test.step('a wrong password shows the server message under both fields', async () => {
    await signIn(page, 'admin', 'not-the-password');
    await expect(fieldError(page, 'username')).toHaveText(INVALID_CREDENTIALS);
    await expect(fieldError(page, 'password')).toHaveText(INVALID_CREDENTIALS);
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('the right password opens the dashboard with a welcome', async () => {
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Welcome, Administrator')).toBeVisible();
    const dashboard = page.getByTestId('dashboard');
    await expect(dashboard).toBeVisible();
    await expect(dashboard.getByTestId('company-card')).toContainText('Demo Company');
    await expect(dashboard.getByTestId('default-branch-card')).toContainText('Central Pharmacy');
    await expect(dashboard.getByTestId('rates-card')).toContainText('1 USD = 1,310 IQD');
    await expect(page).toHaveTitle('Dashboard · BranchBook');
  });

  await test.step('a reload keeps the session', async () => {
    await page.reload();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(page.getByTestId('company-name')).toHaveText('Demo Company');
    await expect(page.getByTestId('login-form')).toHaveCount(0);
  });

  await test.step('an unknown path goes to the not-found page', async () => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page.getByTestId('dashboard')).toBeVisible();
  });

  await test.step('Kurdish turns the page right-to-left, and stays after a reload', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'کوردی' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ckb');
    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('logout')).toHaveText('چوونەدەرەوە');
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle('داشبۆرد · BranchBook');
  });

  await test.step('logging out goes back to the login form', async () => {
    await signOut(page);
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem('bb.token'))).toBeNull();
    // the language choice outlives the session
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
