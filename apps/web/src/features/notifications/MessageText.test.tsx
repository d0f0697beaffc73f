import {
  NOTIFICATION_DOCUMENTS,
  NOTIFICATION_LINES,
  NOTIFICATION_MESSAGES,
  type NotificationMessage,
} from '@bb/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/notifications.json';
import { abilitiesQuery, userQuery } from '../../platform/auth/session-queries';
import { setLanguage } from '../../platform/i18n/i18n';
import { createQueryClient } from '../../platform/query-client';
import { adminUser } from '../../test/fixtures';
import { type NotificationRow, toNotificationRow } from './api';
import { NotificationPanel } from './NotificationCenter';

const row = (over: Partial<NotificationRow>): NotificationRow => ({
  id: '1',
  title: 'sale S-12',
  description: '<b>Shilan</b> added S-12: 25,000 IQD',
  type: 'notify.create',
  is_seen: false,
  created_at: '2026-03-05T10:00:00Z',
  causer: { id: '1', name: 'Shilan' },
  model_type: 'sale',
  model_id: '7',
  model_date: '2026-03-05',
  ...over,
});

const sale: NotificationMessage = {
  key: 'document.created',
  params: {
    document: 'sale',
    invoice: 'S-12',
    amount: '25,000',
    currency: 'IQD',
    actor: 'Shilan <img src=x onerror="alert(1)">',
  },
};

function renderPanel(rows: NotificationRow[]) {
  const client = createQueryClient();
  client.setQueryData(userQuery.queryKey, { ...adminUser, is_superuser: false });
  client.setQueryData(abilitiesQuery.queryKey, []);
  render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter>
          <NotificationPanel
            page={{ data: rows, un_seen_count: 1 }}
            loading={false}
            failed={false}
            perPage={10}
            onLoadMore={() => {}}
            onJumped={() => {}}
            hasScreen={() => false}
          />
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
  return screen.getAllByTestId('notification-item');
}

describe('notification messages in the reader’s language', () => {
  it('a Kurdish user sees the Kurdish sentence with the parameters, as text', async () => {
    await setLanguage('ckb');
    const [item] = renderPanel([row({ message: sale })]);
    // the document kind is translated too; the parameters are isolated and never parsed as markup
    expect(within(item!).getByText('فرۆشتن')).toBeTruthy();
    expect(item!.textContent).toContain('Shilan <img src=x onerror="alert(1)"> S-12 زیاد کرد: 25,000 IQD');
    expect(item!.querySelector('img')).toBeNull();
    expect(item!.querySelector('b')?.textContent).toBe('Shilan <img src=x onerror="alert(1)">');
    expect(item!.getAttribute('aria-label')).toBe(
      'فرۆشتن S-12. Shilan <img src=x onerror="alert(1)"> S-12 زیاد کرد: 25,000 IQD',
    );
  });

  it('an Arabic reader sees the Arabic sentence of the same message', async () => {
    await setLanguage('ar');
    const [ar] = renderPanel([row({ message: sale })]);
    expect(ar!.textContent).toContain('أضاف Shilan <img src=x onerror="alert(1)"> S-12: 25,000 IQD');
    expect(ar!.textContent).toContain('بيع S-12');
  });

  it('lines show one per line', async () => {
    await setLanguage('ckb');
    const [item] = renderPanel([
      row({
        title: 'Low quantity',
        message: {
          key: 'stock.low_quantity',
          params: { count: '3' },
          lines: [
            { key: 'stock.low_quantity_branch', params: { branch: 'Main', count: '2' } },
            { key: 'stock.low_quantity_branch', params: { branch: 'Shop', count: '1' } },
          ],
        },
      }),
    ]);
    expect(item!.textContent).toContain('بڕی کەم: 3 کاڵا');
    expect(item!.textContent).toContain('Main: 2 کاڵا');
    expect(item!.textContent).toContain('Shop: 1 کاڵا');
    expect(item!.querySelectorAll('br')).toHaveLength(1);
  });

  it('a row without a message shows its stored text (sanitised), in any language', async () => {
    await setLanguage('ckb');
    const [item] = renderPanel([
      row({ title: 'Old title', description: 'Old <b>text</b><img src=x onerror="alert(1)">' }),
    ]);
    expect(within(item!).getByText('Old title')).toBeTruthy();
    expect(item!.querySelector('b')?.textContent).toBe('text');
    expect(item!.querySelector('img')).toBeNull();
  });

  it('a pushed message this build does not know falls back to the stored text', () => {
    const pushed = toNotificationRow({ ...row({}), message: { key: 'no.such', params: {} } });
    expect(pushed?.message).toBeNull();
    const missing = toNotificationRow({ ...row({}), message: { key: 'role.given', params: {} } });
    expect(missing?.message).toBeNull();
    const ok = toNotificationRow({ ...row({}), message: sale });
    expect(ok?.message).toEqual(sale);
  });
});

describe('notification message catalogue', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
  const at = (path: string): unknown =>
    path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], en);

  it('translates every message, line and document of the contracts, with their parameters', () => {
    for (const [key, def] of Object.entries(NOTIFICATION_MESSAGES)) {
      const title = at(`messages.${key}.title`);
      expect(typeof title, `messages.${key}.title`).toBe('string');
      expect(placeholders(title as string), key).toEqual(placeholders(def.title));
      const description = at(`messages.${key}.description`);
      if (def.description === '') expect(description, key).toBeUndefined();
      else expect(placeholders(description as string), key).toEqual(placeholders(def.description));
      for (const p of [...placeholders(def.title), ...placeholders(def.description)]) {
        expect(def.params as readonly string[], `${key} declares ${p}`).toContain(p);
      }
    }
    for (const [key, def] of Object.entries(NOTIFICATION_LINES)) {
      expect(placeholders(at(`lines.${key}`) as string), key).toEqual(placeholders(def.text));
    }
    for (const kind of NOTIFICATION_DOCUMENTS) expect(typeof at(`documents.${kind}`), kind).toBe('string');
  });
});
