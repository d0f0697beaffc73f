import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, renderScreen } from '../../components/test-harness';
import { baseData } from '../../test/fixtures';
import { json, mockApi } from '../../test/render-app';
import { ReportScreen } from './ReportScreen';

const session = {
  'GET /api/base-data': () => json(200, { data: baseData }),
  'GET /api/currency/list': () => json(200, { data: baseData.currencies }),
};

type Mock = ReturnType<typeof mockApi>;
const bodies = (fetchMock: Mock, path: string) =>
  fetchMock.mock.calls.filter((c) => String(c[0]).includes(path)).map((c) => bodyOf(c));

describe('ReportScreen', () => {
  it('lists top-selling products by quantity for today, with the footer totals', async () => {
    const fetchMock = mockApi({
      ...session,
      'POST /api/report/top-selling-product/list': () =>
        json(200, {
          data: [
            {
              id: '7',
              name: 'Paracetamol 500',
              barcode: '6001',
              currency_code: 'IQD',
              quantity: '12',
              total_sale_price: '30000',
              profit: '6000',
            },
          ],
          total: 1,
          footer: { quantity: '12', total_sale_price: '30000', profit: '6000' },
        }),
    });
    renderScreen(<ReportScreen route="report.top_selling_product" />);
    expect(await screen.findByText('Paracetamol 500')).toBeTruthy();
    const footer = screen.getByTestId('table-footer');
    expect(footer.textContent).toContain('30,000');
    expect(footer.textContent).toContain('6,000');
    const today = dayjs().format('YYYY-MM-DD');
    expect(bodies(fetchMock, 'top-selling-product/list')[0]).toEqual({
      sortBy: 'quantity',
      sortDir: 'desc',
      page: 1,
      perPage: 10,
      start_date: today,
      end_date: today,
    });
    for (const title of ['Item', 'Barcode', 'Currency', 'Quantity', 'Total sale price', 'Profit'])
      expect(
        screen.getAllByRole('columnheader').some((th) => th.textContent === title),
        title,
      ).toBe(true);
    // no branch filter: the server's list has no branch
    expect(screen.queryByTestId('report-inventory')).toBeNull();
  });

  it('filters a grouped report by an aggregate as having_number', async () => {
    const fetchMock = mockApi({
      ...session,
      'POST /api/report/profit-total/list': () =>
        json(200, {
          data: [
            { id: '1', currency_code: 'USD', revenue: '100', cost: '60', extras_cost: '0', profit: '40' },
          ],
          total: 1,
          footer: { revenue: '100', cost: '60', extras_cost: '0', profit: '40' },
        }),
    });
    const { user } = renderScreen(<ReportScreen route="report.profit_total" />);
    await screen.findByText('100 USD');
    const header = screen.getAllByRole('columnheader').find((th) => th.textContent === 'Profit')!;
    await user.click(within(header).getByRole('button'));
    await user.type(await screen.findByTestId('filter-profit-value'), '10');
    await user.click(screen.getByTestId('filter-profit-apply'));
    await waitFor(() =>
      expect(bodies(fetchMock, 'profit-total/list').at(-1)?.having_number).toEqual([
        { column: 'profit', symbol: '=', value: '10' },
      ]),
    );
    expect(bodies(fetchMock, 'profit-total/list').at(-1)?.number).toBeUndefined();
  });

  it('sends the chosen branch as a list filter on inventory_id', async () => {
    const fetchMock = mockApi({
      ...session,
      'POST /api/report/sale-items/list': () => json(200, { data: [], total: 0, footer: {} }),
    });
    const { user } = renderScreen(<ReportScreen route="report.sale_items" />);
    const select = await screen.findByTestId('report-inventory');
    await waitFor(() => expect(bodies(fetchMock, 'sale-items/list').length).toBeGreaterThan(0));
    fireEvent.mouseDown(select.querySelector('input') ?? select);
    await user.click(await screen.findByTitle('City Shop'));
    await waitFor(() =>
      expect(bodies(fetchMock, 'sale-items/list').at(-1)?.list).toEqual([
        { column: 'inventory_id', values: ['2'] },
      ]),
    );
  });

  it('lists lots expired or expiring within 90 days, then within the days typed', async () => {
    const fetchMock = mockApi({
      ...session,
      'POST /api/report/expired-product/list': () =>
        json(200, {
          data: [{ id: '4', item_name: 'Aspirin', batch_number: 'A2', days_left: -5, quantity: '2' }],
          total: 1,
          footer: { quantity: '2', base_cost_value: '2000' },
        }),
    });
    renderScreen(<ReportScreen route="report.expired_product" />);
    expect(await screen.findByText('Aspirin')).toBeTruthy();
    expect(bodies(fetchMock, 'expired-product/list')[0]).toMatchObject({
      sortBy: 'expire_date',
      sortDir: 'asc',
      end_date: dayjs().add(90, 'day').format('YYYY-MM-DD'),
    });
    const days = within(screen.getByTestId('report-expiry-days').parentElement!).getByRole('spinbutton');
    fireEvent.change(days, { target: { value: '7' } });
    await waitFor(() =>
      expect(bodies(fetchMock, 'expired-product/list').at(-1)?.end_date).toBe(
        dayjs().add(7, 'day').format('YYYY-MM-DD'),
      ),
    );
  });

  it("compares the user's default branch with the others first", async () => {
    const fetchMock = mockApi({
      ...session,
      'POST /api/report/products-i-dont-have/list': () => json(200, { data: [], total: 0, footer: {} }),
    });
    renderScreen(<ReportScreen route="report.products_i_dont_have" />);
    await waitFor(() =>
      expect(bodies(fetchMock, 'products-i-dont-have/list')[0]?.list).toEqual([
        { column: 'inventory_id', values: ['1'] },
      ]),
    );
  });

  it('exports the visible columns under their titles', async () => {
    const fetchMock = mockApi({
      ...session,
      'POST /api/report/products-per-supplier/list': () =>
        json(200, {
          data: [
            {
              id: '1',
              supplier_name: 'Pioneer',
              item_name: 'Amoxicillin',
              barcode: '6002',
              quantity: '40',
              bonus: '4',
              purchases: 2,
              last_purchase_date: '2026-11-20',
              stock: '30',
            },
          ],
          total: 1,
          footer: { quantity: '40', bonus: '4' },
        }),
      'POST /api/report/products-per-supplier/export': () =>
        new Response(new Blob(['xlsx']), {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="Products per supplier.xlsx"' },
        }),
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const { user } = renderScreen(<ReportScreen route="report.products_per_supplier" />);
    expect(await screen.findByText('Pioneer')).toBeTruthy();
    expect(screen.getByText('20/11/2026')).toBeTruthy();
    expect(bodies(fetchMock, 'products-per-supplier/list')[0]).toMatchObject({
      sortBy: 'supplier_name',
      sortDir: 'asc',
    });
    await user.click(screen.getByTestId('table-export'));
    await waitFor(() => expect(bodies(fetchMock, 'products-per-supplier/export')).toHaveLength(1));
    const body = bodies(fetchMock, 'products-per-supplier/export')[0]!;
    expect(body.visibleHeaders).toEqual([
      { text: 'Supplier', value: 'supplier_name' },
      { text: 'Item', value: 'item_name' },
      { text: 'Barcode', value: 'barcode' },
      { text: 'Quantity', value: 'quantity' },
      { text: 'Bonus', value: 'bonus' },
      { text: 'Purchases', value: 'purchases' },
      { text: 'Last purchase date', value: 'last_purchase_date' },
      { text: 'In stock', value: 'stock' },
    ]);
    expect(body.title).toBe('Products per supplier');
  });

  it('shows money without a currency of its own in the base currency', async () => {
    mockApi({
      ...session,
      'POST /api/report/summary-product-average-purchase-price/list': () =>
        json(200, {
          data: [
            {
              id: '3',
              item_name: 'Ibuprofen',
              barcode: '6003',
              units: '10',
              base_value: '25000',
              average_base_cost: '2500',
              suppliers: 1,
              last_purchase_date: '2026-11-21',
            },
          ],
          total: 1,
        }),
    });
    renderScreen(<ReportScreen route="report.summary_product_average_purchase_price" />);
    await screen.findByText('Ibuprofen');
    await waitFor(() =>
      expect(document.querySelector('[data-currency="IQD"]')?.textContent).toBe('25,000 IQD'),
    );
  });
});
