import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../test/render-app';

describe('language switch', () => {
  it('switching to Kurdish (ckb) turns the page right-to-left and remembers the choice', async () => {
    mockApi({});
    const { user } = renderApp();
    expect(document.documentElement.dir).toBe('ltr');

    await user.click(await screen.findByTestId('language-switch'));
    await user.click(await screen.findByRole('menuitem', { name: 'کوردی' }));

    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ckb');
    expect(window.localStorage.getItem('bb.lang')).toBe('ckb');
    expect(await screen.findByRole('button', { name: 'چوونەژوورەوە' })).toBeTruthy();
    // antd follows too: its components carry the rtl class
    expect(document.querySelector('.ant-input-affix-wrapper-rtl, .ant-btn-rtl')).not.toBeNull();
    await waitFor(() => expect(document.title).toBe('چوونەژوورەوە · BranchBook'));
  });

  it('switching back to English turns the page left-to-right again', async () => {
    mockApi({});
    const { user } = renderApp();
    await user.click(await screen.findByTestId('language-switch'));
    await user.click(await screen.findByRole('menuitem', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(await screen.findByRole('button', { name: 'تسجيل الدخول' })).toBeTruthy();

    await user.click(screen.getByTestId('language-switch'));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(window.localStorage.getItem('bb.lang')).toBe('en');
  });
});
