import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, clerk, renderScreen } from '../../components/test-harness';
import { baseData } from '../../test/fixtures';
import { json, mockApi } from '../../test/render-app';
import { RawEditReportPage } from './RawEditReportPage';

const session = {
  'GET /api/base-data': () => json(200, { data: baseData }),
  'GET /api/currency/list': () => json(200, { data: baseData.currencies }),
};

type Mock = ReturnType<typeof mockApi>;
const calls = (fetchMock: Mock, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    (c) => String(c[0]).includes(path) && ((c[1] as RequestInit | undefined)?.method ?? 'GET') === method,
  );

const purchaseLine = {
  id: '41',
  purchase_id: '9',
  invoice_id: 'P-SD-7',
  purchase_date: '2026-11-20',
  supplier_name: 'Pioneer',
  inventory_name: 'Central Pharmacy',
  item_name: 'Amoxicillin',
  barcode: '6002',
  batch_number: 'B1',
  expire_date: '2027-05-31',
  quantity: '10.0000',
  bonus: '0.0000',
  purchase_price_before_discount: '1000.000000',
  discount: '0.0000',
  purchase_price: '1000.000000',
  cost: '1000.000000',
  sale_price: '1500.000000',
  wholesale_price: '1200.000000',
  total: '10000.000000',
  currency_code: 'IQD',
  exchange_rate: '1.00000000',
};

const saleLine = {
  id: '77',
  sale_id: '12',
  invoice_id: 'S-SD-3',
  sale_date: '2026-11-21',
  name: 'Paracetamol 500',
  barcode: '6001',
  sale_quantity: '2.0000',
  price_type: 1,
  sale_price: '1500.000000',
  total_sale_price: '3000.000000',
  cost: '1000.000000',
  total_cost: '2000.000000',
  profit: '1000.000000',
  currency_code: 'IQD',
  status: 1,
};

const list = (row: Record<string, unknown>) => () => json(200, { data: [row], total: 1, footer: {} });

describe('RawEditReportPage', () => {
  it('corrects a purchase line: the dialog sends only the changed fields and the list reloads', async () => {
    const fetchMock = mockApi({
      ...session,
      'POST /api/report/purchase-items-raw-edit/list': list(purchaseLine),
      'PUT /api/report/purchase-items-raw-edit/41': () =>
        json(200, { ...purchaseLine, id: '52', quantity: '12.0000', batch_number: 'B2' }),
    });
    const { user } = renderScreen(<RawEditReportPage route="report.purchase_items_raw_edit" />);
    expect(await screen.findByText('Pioneer')).toBeTruthy();
    await user.click(screen.getByTestId('raw-edit-41'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit line P-SD-7 — Amoxicillin')).toBeTruthy();
    const quantity = within(dialog).getByLabelText('Quantity') as HTMLInputElement;
    expect(quantity.value).toBe('10');
    expect((within(dialog).getByLabelText('Purchase price') as HTMLInputElement).value).toBe('1000');
    fireEvent.change(quantity, { target: { value: '12' } });
    fireEvent.change(within(dialog).getByLabelText('Batch number'), { target: { value: 'B2' } });
    const listsBefore = calls(fetchMock, 'POST', 'purchase-items-raw-edit/list').length;
    await user.click(within(dialog).getByTestId('form-submit'));
    await waitFor(() => expect(calls(fetchMock, 'PUT', 'purchase-items-raw-edit/41')).toHaveLength(1));
    expect(bodyOf(calls(fetchMock, 'PUT', 'purchase-items-raw-edit/41')[0])).toEqual({
      quantity: '12',
      batch_number: 'B2',
    });
    await waitFor(() =>
      expect(calls(fetchMock, 'POST', 'purchase-items-raw-edit/list').length).toBeGreaterThan(listsBefore),
    );
    expect(await screen.findByText('The line was corrected.')).toBeTruthy();
  }, 60_000);

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    const fetchMock = mockApi({
      ...session,
      'POST /api/report/sale-items-raw-edit/list': list(saleLine),
      'PUT /api/report/sale-items-raw-edit/77': () => json(409, { message: 'no enough quantity' }),
    });
    const { user } = renderScreen(<RawEditReportPage route="report.sale_items_raw_edit" />);
    expect(await screen.findByText('Paracetamol 500')).toBeTruthy();
    await user.click(screen.getByTestId('raw-edit-77'));
    const dialog = await screen.findByRole('dialog');
    const quantity = within(dialog).getByLabelText('Quantity');
    fireEvent.change(quantity, { target: { value: '9' } });
    await user.click(within(dialog).getByTestId('form-submit'));
    expect((await within(dialog).findByTestId('raw-edit-refusal')).textContent).toContain(
      'Not enough quantity',
    );
    expect(bodyOf(calls(fetchMock, 'PUT', 'sale-items-raw-edit/77')[0])).toEqual({ sale_quantity: '9' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  }, 60_000);

  it('sends nothing when nothing changed', async () => {
    const fetchMock = mockApi({
      ...session,
      'POST /api/report/sale-items-raw-edit/list': list(saleLine),
    });
    const { user } = renderScreen(<RawEditReportPage route="report.sale_items_raw_edit" />);
    await user.click(await screen.findByTestId('raw-edit-77'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('form-submit'));
    expect(await within(dialog).findByTestId('raw-edit-notice')).toBeTruthy();
    expect(calls(fetchMock, 'PUT', 'sale-items-raw-edit')).toHaveLength(0);
  }, 60_000);

  it('offers no edit without the document’s edit ability', async () => {
    mockApi({ ...session, 'POST /api/report/sale-items-raw-edit/list': list(saleLine) });
    renderScreen(<RawEditReportPage route="report.sale_items_raw_edit" />, {
      user: clerk,
      abilities: ['report_sale_items_raw_edit'],
    });
    expect(await screen.findByText('Paracetamol 500')).toBeTruthy();
    expect(screen.queryByTestId('raw-edit-77')).toBeNull();
  });
});
