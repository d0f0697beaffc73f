import { SALE_REPORT_TABLES } from '@bb/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/render-app';
import { bodyOf, renderScreen } from '../test-harness';
import { DataTable } from './DataTable';
import { listBody } from './protocol';
import type { DataTableProps, TableColumn } from './types';
import { defaultState } from './useTableState';

const columns: TableColumn[] = [
  { key: 'id', title: 'ID', kind: 'id' },
  { key: 'name', title: 'Customer', kind: 'text' },
  { key: 'total', title: 'Total', kind: 'money', aggregate: true },
];
const rows = [{ id: '1', name: 'Ahmed', total: '1500', currency_code: 'IQD' }];

function table(extra: Partial<DataTableProps> = {}) {
  return (
    <DataTable
      tableId="grouped"
      table={SALE_REPORT_TABLES['sales-per-customers']}
      title="Sales"
      columns={columns}
      {...extra}
    />
  );
}
function api() {
  return mockApi({
    'POST /api/report/sales-per-customers/list': () => json(200, { data: rows, total: 1 }),
    'POST /api/report/sales-per-customers/export': () =>
      new Response('xlsx', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="x.xlsx"' },
      }),
  });
}
const listCalls = (f: ReturnType<typeof api>) =>
  f.mock.calls.filter((c) => String(c[0]).endsWith('/list')).map((c) => bodyOf(c));
const header = (title: string) =>
  screen.getAllByRole('columnheader').find((th) => th.textContent?.includes(title))!;

describe('DataTable options', () => {
  it('sends number filters of aggregate columns as having_number, others as number', () => {
    const state = {
      ...defaultState(columns, false),
      filters: {
        id: { type: 'number' as const, symbol: '>' as const, value: '3' },
        total: { type: 'number' as const, symbol: '>=' as const, value: '1000' },
      },
    };
    const body = listBody(state, { aggregates: ['total'] });
    expect(body.number).toEqual([{ column: 'id', symbol: '>', value: '3' }]);
    expect(body.having_number).toEqual([{ column: 'total', symbol: '>=', value: '1000' }]);
    expect(listBody(state).having_number).toBeUndefined();
  });

  it('filters an aggregate column from its header through having_number', async () => {
    const fetchMock = api();
    const { user } = renderScreen(table());
    await screen.findByText('Ahmed');
    await user.click(within(header('Total')).getByRole('button'));
    await user.type(await screen.findByTestId('filter-total-value'), '1000');
    await user.click(screen.getByTestId('filter-total-apply'));
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)?.having_number).toEqual([
        { column: 'total', symbol: '=', value: '1000' },
      ]),
    );
    expect(listCalls(fetchMock).at(-1)?.number).toBeUndefined();
  });

  it('offers a year filter only when asked, and sends the chosen year', async () => {
    const fetchMock = api();
    const first = renderScreen(table());
    await screen.findByText('Ahmed');
    expect(screen.queryByTestId('table-year')).toBeNull();
    first.unmount();
    renderScreen(table({ yearFilter: { from: 2020 } }));
    await screen.findByText('Ahmed');
    expect(listCalls(fetchMock).at(-1)?.year).toBeUndefined();
    const select = screen.getByTestId('table-year');
    fireEvent.mouseDown(select.querySelector('input') ?? select);
    fireEvent.click(await screen.findByTitle('2020'));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toMatchObject({ year: 2020, page: 1 }));
  });

  it('exports with the chosen one of two export options as its flag', async () => {
    const fetchMock = api();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderScreen(
      table({
        exportOptions: [
          { flag: 'summary', label: 'Summary' },
          { flag: 'details', label: 'With details' },
        ],
      }),
    );
    await screen.findByText('Ahmed');
    await user.click(screen.getByTestId('table-export'));
    await user.click(await screen.findByTestId('table-export-details'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find((c) => String(c[0]).endsWith('/export'));
    expect(bodyOf(call)).toMatchObject({ flag: 'details', title: 'Sales' });
  });

  it('keeps the plain export without a flag when no options are declared', async () => {
    const fetchMock = api();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderScreen(table());
    await screen.findByText('Ahmed');
    await user.click(screen.getByTestId('table-export'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find((c) => String(c[0]).endsWith('/export'));
    expect(bodyOf(call)).not.toHaveProperty('flag');
  });
});
