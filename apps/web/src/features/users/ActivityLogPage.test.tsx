import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../components/test-harness';
import { setLanguage } from '../../platform/i18n/i18n';
import { json, mockApi } from '../../test/render-app';
import ActivityLogPage from './ActivityLogPage';

describe('activity log', () => {
  afterEach(() => setLanguage('en'));

  it('names the tables in the user language, never by their database names', async () => {
    await setLanguage('ckb');
    mockApi({
      'POST /api/activity-log/list': () =>
        json(200, {
          data: [
            {
              id: '9',
              created_at: '2026-11-20T10:00:00Z',
              causer_name: 'Administrator',
              event: 'created',
              log_name: 'users',
              subject_table: 'user_roles',
              subject_id: '4',
              old_values: null,
              new_values: { role_id: '2' },
            },
          ],
          total: 1,
        }),
    });
    renderScreen(<ActivityLogPage />);
    expect(await screen.findByText('ڕۆڵەکانی بەکارهێنەر')).toBeTruthy(); // user roles
    expect(screen.getByText('بەکارهێنەران')).toBeTruthy(); // users
    expect(document.body.textContent).not.toContain('user_roles');
  }, 60_000);
});
