import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/render-app';
import { renderScreen } from '../test-harness';
import { AuditDialog } from './AuditDialog';
import { AttachmentsDialog } from './attachments/AttachmentsDialog';

const pdf = () => new File(['%PDF-1.4'], 'contract.pdf', { type: 'application/pdf' });
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
const formOf = (init: RequestInit | undefined) => init?.body as FormData;

describe('attachments dialog', () => {
  it('keeps picked files pending, then uploads them with their names on Submit', async () => {
    let sent: FormData | undefined;
    mockApi({
      'GET /api/attachment': () =>
        json(200, {
          data: [
            {
              id: '1',
              name: 'Old scan',
              kind: 'pdf',
              mime: 'application/pdf',
              size: 10,
              created_at: '2026-11-20T10:00:00Z',
              user_name: 'Administrator',
            },
          ],
        }),
      'POST /api/attachment': (init) => {
        sent = formOf(init);
        return json(201, { data: [] });
      },
    });
    const onClose = vi.fn();
    const { user } = renderScreen(
      <AttachmentsDialog open modelId="4" type="shareholder" onClose={onClose} />,
    );
    expect(await screen.findByText('Upload Attachment')).toBeTruthy();
    expect(await screen.findByText('Old scan')).toBeTruthy();
    await user.upload(fileInput(), pdf());
    const name = await screen.findByDisplayValue('contract');
    await user.clear(name);
    await user.type(name, 'Signed contract');
    await user.click(screen.getByTestId('attachments-submit'));
    expect(await screen.findByText('Added successfully')).toBeTruthy();
    expect(sent?.get('model_id')).toBe('4');
    expect(sent?.get('type')).toBe('shareholder');
    expect(sent?.getAll('name[]')).toEqual(['Signed contract']);
    expect((sent?.get('attachments[]') as File).name).toBe('contract.pdf');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses other file types and, with nothing pending, Submit just closes', async () => {
    const fetchMock = mockApi({ 'GET /api/attachment': () => json(200, { data: [] }) });
    const onClose = vi.fn();
    const { user } = renderScreen(
      <AttachmentsDialog open modelId="4" type="machine" onClose={onClose} />,
      {},
    );
    await screen.findByText('No attachments yet');
    fireEvent.change(fileInput(), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText('The file must be a pdf, jpg, jpeg or png.')).toBeTruthy();
    await user.click(screen.getByTestId('attachments-submit'));
    expect(onClose).toHaveBeenCalled();
    expect(
      fetchMock.mock.calls.filter((c) => (c[1] as RequestInit | undefined)?.method === 'POST'),
    ).toHaveLength(0);
  });
});

describe('stored files', () => {
  const stored = (id: string, name: string, kind: string, mime: string) => ({
    id,
    name,
    kind,
    mime,
    size: 10,
    created_at: '2026-11-20T10:00:00Z',
    user_name: 'Administrator',
  });

  it('never put the session token in an address: images load with the header, downloads use a download token', async () => {
    const minted: unknown[] = [];
    const fetchMock = mockApi({
      'GET /api/attachment': () =>
        json(200, {
          data: [
            stored('1', 'Shelf photo', 'image', 'image/png'),
            stored('2', 'Invoice', 'pdf', 'application/pdf'),
          ],
        }),
      'GET /api/get-file/1': () => new Response('png', { status: 200 }),
      'POST /api/download-token': (init) => {
        const body = JSON.parse(String(init?.body)) as { path: string };
        minted.push(body);
        return json(200, {
          token: 'dl_x',
          url: `${body.path}?token=dl_x`,
          expires_at: '2026-11-20T10:01:00Z',
        });
      },
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:shelf', revokeObjectURL: () => {} }),
    );
    const followed: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      followed.push(this.getAttribute('href') ?? '');
    });
    const { user } = renderScreen(<AttachmentsDialog open modelId="4" type="item" onClose={() => {}} />);
    await waitFor(() => expect(document.querySelector('img[src="blob:shelf"]')).toBeTruthy());
    const image = fetchMock.mock.calls.find((c) => String(c[0]).includes('get-file/1'));
    expect(new Headers((image?.[1] as RequestInit).headers).get('authorization')).toBe('Bearer test-token');

    await user.click(screen.getAllByLabelText('Download')[1]!);
    await waitFor(() => expect(followed).toEqual(['/api/get-file/2?token=dl_x&download=1']));
    await user.click(screen.getByLabelText('Invoice'));
    await waitFor(() => expect(followed).toHaveLength(2));
    expect(followed[1]).toBe('/api/get-file/2?token=dl_x');
    expect(minted).toEqual([{ path: '/api/get-file/2' }, { path: '/api/get-file/2' }]);
    for (const [url] of fetchMock.mock.calls) expect(String(url)).not.toContain('test-token');
    expect(document.body.innerHTML).not.toContain('test-token');
    click.mockRestore();
  });
});

describe('auditing dialog', () => {
  it('stores the audit first, then uploads the pending files against the audit id', async () => {
    const calls: string[] = [];
    let audit: Record<string, unknown> = {};
    let files: FormData | undefined;
    mockApi({
      'GET /api/notes/list': () => json(200, { data: [] }),
      'POST /api/accounting/invoice-audit': (init) => {
        calls.push('audit');
        audit = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return json(200, { id: '77' });
      },
      'POST /api/attachment': (init) => {
        calls.push('attachment');
        files = formOf(init);
        return json(201, { data: [] });
      },
    });
    const { user } = renderScreen(
      <AuditDialog open documentId="12" documentType="sale" onClose={() => undefined} />,
    );
    await user.type(await screen.findByLabelText('Note'), 'Checked against the bank slip');
    await user.click(screen.getByLabelText('Done'));
    await user.upload(fileInput(), pdf());
    await user.click(screen.getByTestId('audit-submit'));
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    expect(calls).toEqual(['audit', 'attachment']);
    expect(audit).toMatchObject({
      id: '12',
      type: 'sale',
      invoice_audit_note: 'Checked against the bank slip',
      invoice_audit_status: true,
    });
    expect(audit.invoice_audit_date_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(files?.get('model_id')).toBe('77');
    expect(files?.get('type')).toBe('invoice_audit');
  });
});
