import { resourceEndpoints, resources } from '@bb/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/render-app';
import { renderScreen } from '../test-harness';
import { DeleteRecordDialog } from './DeleteRecordDialog';

describe('delete confirmation', () => {
  it('asks, deletes once however often Delete is clicked, and says so', async () => {
    const fetchMock = mockApi({ 'DELETE /api/general/brand/5': () => new Response(null, { status: 204 }) });
    const onClose = vi.fn();
    const { user } = renderScreen(
      <DeleteRecordDialog
        remove={resourceEndpoints(resources.brand).delete}
        recordId="5"
        onClose={onClose}
      />,
    );
    expect(await screen.findByText('Warning')).toBeTruthy();
    expect(screen.getByText('This action delete the data permanently.')).toBeTruthy();
    expect(screen.getByTestId('confirm-cancel').textContent).toBe('Cancel');
    const ok = screen.getByTestId('confirm-ok');
    expect(ok.textContent).toBe('Delete');
    await user.click(ok);
    await user.click(ok);
    await user.click(ok);
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock.mock.calls.filter((c) => (c[1] as RequestInit).method === 'DELETE')).toHaveLength(1);
  });

  it("shows the server's refusal for a record still in use", async () => {
    mockApi({ 'DELETE /api/general/brand/5': () => json(409, { message: 'Delete not allowed' }) });
    const { user } = renderScreen(
      <DeleteRecordDialog
        remove={resourceEndpoints(resources.brand).delete}
        recordId="5"
        onClose={() => undefined}
      />,
    );
    await user.click(await screen.findByTestId('confirm-ok'));
    expect(await screen.findByText('Delete not allowed')).toBeTruthy();
  });

  it('Cancel closes without a call', async () => {
    const fetchMock = mockApi({});
    const onClose = vi.fn();
    const { user } = renderScreen(
      <DeleteRecordDialog
        remove={resourceEndpoints(resources.brand).delete}
        recordId="5"
        onClose={onClose}
      />,
    );
    await user.click(await screen.findByTestId('confirm-cancel'));
    expect(onClose).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
