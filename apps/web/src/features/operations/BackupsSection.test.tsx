import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, renderScreen } from '../../components/test-harness';
import { json, mockApi } from '../../test/render-app';
import { BackupsSection } from './BackupsSection';

const failedRun = {
  id: '3',
  scheduled: true,
  started_at: '2026-11-24T02:00:00Z',
  finished_at: '2026-11-24T02:00:01Z',
  outcome: 'failed',
  file: null,
  bytes: null,
  error: "ENOSPC: no space left on device, write '/mnt/usb/branchbook.tar.gz.partial'",
};

describe('BackupsSection', () => {
  it('tells a superuser of another company that the operator makes the backups', async () => {
    mockApi({
      'GET /api/operations/backups': () => json(200, { operator: false, schedule: null, runs: [] }),
    });
    renderScreen(<BackupsSection />);
    expect(await screen.findByTestId('backups-not-operator')).toBeTruthy();
    expect(screen.getByText(/are made by its operator/)).toBeTruthy();
    expect(screen.queryByTestId('backup-save')).toBeNull();
  });

  it('shows the refused folder on its field, saves the schedule, and shows the last run with its error', async () => {
    let saved = false;
    const calls = mockApi({
      'GET /api/operations/backups': () =>
        json(200, {
          operator: true,
          schedule: saved ? { enabled: true, hour: 3, folder: '/mnt/usb', keep: 5 } : null,
          runs: saved ? [failedRun] : [],
        }),
      'PUT /api/operations/backups/schedule': (init) => {
        const body = JSON.parse(String(init?.body));
        if (!String(body.folder).startsWith('/'))
          return json(422, {
            message: 'The given data was invalid.',
            errors: { folder: ['The folder must be an absolute path on the server.'] },
          });
        saved = true;
        return json(200, body);
      },
    });
    renderScreen(<BackupsSection />);
    const section = await screen.findByTestId('settings-backups');
    expect(within(section).getByText('No backup has run yet.')).toBeTruthy();
    expect((screen.getByTestId('backup-now') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByTestId('backup-folder'), { target: { value: 'usb' } });
    fireEvent.click(screen.getByTestId('backup-save'));
    // on the folder field (the error toast may list it too)
    // the toast can show before the field's message: wait for the field's own
    await waitFor(() => {
      const refusals = screen.getAllByText('The folder must be an absolute path on the server.');
      expect(refusals.some((e) => e.classList.contains('ant-form-item-explain-error'))).toBe(true);
    });

    fireEvent.change(screen.getByTestId('backup-folder'), { target: { value: '/mnt/usb' } });
    fireEvent.change(screen.getByTestId('backup-keep'), { target: { value: '5' } });
    fireEvent.change(screen.getByTestId('backup-hour'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('backup-enabled'));
    fireEvent.click(screen.getByTestId('backup-save'));
    expect(await screen.findByText('Backup schedule saved')).toBeTruthy();
    const put = calls.mock.calls.filter((c) => (c[1] as RequestInit | undefined)?.method === 'PUT').at(-1);
    expect(bodyOf(put)).toEqual({ enabled: true, hour: 3, folder: '/mnt/usb', keep: 5 });

    const last = await screen.findByTestId('backup-last-run');
    await waitFor(() => expect(within(last).getByText('Failed')).toBeTruthy());
    expect(within(last).getByText(/ENOSPC: no space left on device/)).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('backup-now') as HTMLButtonElement).disabled).toBe(false));
  }, 30_000);
});
