import type { SaleImportResult } from '@bb/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../components/test-harness';
import { json, mockApi } from '../../test/render-app';
import { SaleImportScreen } from './import/SaleImportScreen';
import { importErrors, importForm } from './import/sale-import-api';

const sheet = () =>
  new File(['PK fake xlsx'], 'sales.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

const withErrors: SaleImportResult = {
  preview: true,
  saved: false,
  sales: [
    { key: 'A1', rows: [2, 3], invoice_id: 'S-1', total: '1500.000000', currency_code: 'IQD', errors: [] },
    {
      key: 'A2',
      rows: [4],
      invoice_id: null,
      total: null,
      currency_code: 'IQD',
      errors: ['Row 4: no item has the barcode 999.'],
    },
  ],
};
const clean: SaleImportResult = {
  preview: true,
  saved: false,
  sales: [
    { key: 'A1', rows: [2, 3], invoice_id: 'S-1', total: '1500.000000', currency_code: 'IQD', errors: [] },
  ],
};

/** The form fields a mocked call received. */
const fieldsOf = (call: unknown[] | undefined) => {
  const form = (call?.[1] as RequestInit | undefined)?.body as FormData;
  return Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : 'FILE']));
};

describe('sale import form body', () => {
  it('sends the branch, box, currency, preview flag and the file', () => {
    const form = importForm(sheet(), { inventoryId: '1', cashBoxId: '4', currencyCode: 'USD' }, true);
    expect(form.get('inventory_id')).toBe('1');
    expect(form.get('cash_box_id')).toBe('4');
    expect(form.get('currency_code')).toBe('USD');
    expect(form.get('preview')).toBe('1');
    expect((form.get('file') as File).name).toBe('sales.xlsx');
    const run = importForm(sheet(), { inventoryId: '1', cashBoxId: null, currencyCode: '' }, false);
    expect(run.get('preview')).toBe('0');
    expect(run.has('cash_box_id')).toBe(false);
    expect(importErrors(withErrors)).toEqual(['Row 4: no item has the barcode 999.']);
    expect(importErrors(null)).toEqual([]);
  });
});

describe('sale import screen', { timeout: 45_000 }, () => {
  it('previews with row errors, refuses to import until a clean preview, then imports', async () => {
    const answers = [withErrors, clean, { ...clean, preview: false, saved: true }];
    const fetchMock = mockApi({
      'POST /api/sale/import': () => json(200, answers.shift()),
      'GET /api/currency/list': () => json(200, { data: [{ code: 'IQD' }, { code: 'USD' }] }),
    });
    const { user, container } = renderScreen(<SaleImportScreen />);
    expect(await screen.findByTestId('screen-sale-import')).toBeTruthy();
    const preview = screen.getByTestId('sale-import-preview') as HTMLButtonElement;
    const run = screen.getByTestId('sale-import-run') as HTMLButtonElement;
    expect(preview.disabled).toBe(true);

    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, sheet());
    await waitFor(() => expect(preview.disabled).toBe(false));
    expect(run.disabled).toBe(true);

    await user.click(preview);
    expect(await screen.findByTestId('sale-import-errors')).toBeTruthy();
    expect(screen.getAllByText('Row 4: no item has the barcode 999.').length).toBeGreaterThan(0);
    expect(screen.getByTestId('sale-import-row-A1').textContent).toContain('S-1');
    expect(run.disabled).toBe(true);
    const first = fieldsOf(fetchMock.mock.calls[fetchMock.mock.calls.length - 1]);
    expect(first).toMatchObject({ inventory_id: '1', cash_box_id: '1', currency_code: 'IQD', preview: '1' });
    expect(first.file).toBe('FILE');

    // the sheet fixed and chosen again: a clean preview enables Import
    await user.upload(input, sheet());
    await user.click(preview);
    await waitFor(() => expect(screen.queryByTestId('sale-import-errors')).toBeNull());
    await waitFor(() => expect(run.disabled).toBe(false));

    await user.click(run);
    expect(await screen.findByText('1 sales imported')).toBeTruthy();
    const last = fieldsOf(fetchMock.mock.calls.filter((c) => String(c[0]).includes('sale/import')).at(-1));
    expect(last.preview).toBe('0');
    expect(screen.getByTestId('sale-import-summary').textContent).toBe('1 sales saved.');
  });

  it('shows every row error of a refused import (422) and nothing as saved', async () => {
    mockApi({
      'POST /api/sale/import': () =>
        json(422, {
          message: 'The import has errors; nothing was saved.',
          errors: { file: ['Row 3: no enough quantity', 'Row 5: the quantity must be a number above 0.'] },
        }),
    });
    const { user, container } = renderScreen(<SaleImportScreen />);
    const input = (await waitFor(() => container.querySelector('input[type="file"]'))) as HTMLInputElement;
    await user.upload(input, sheet());
    await user.click(screen.getByTestId('sale-import-preview'));
    const alert = await screen.findByTestId('sale-import-errors');
    expect(alert.textContent).toContain('Row 3: no enough quantity');
    expect(alert.textContent).toContain('Row 5: the quantity must be a number above 0.');
    expect(alert.textContent).toContain('2 rows have errors; nothing was saved.');
    expect(screen.queryByTestId('sale-import-summary')).toBeNull();
  });
});
