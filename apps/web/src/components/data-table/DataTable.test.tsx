import { resourceEndpoints, resources, SALE_TABLES } from '@bb/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../platform/i18n/i18n';
import { json, mockApi } from '../../test/render-app';
import { bodyOf, clerk, renderScreen } from '../test-harness';
import { DataTable } from './DataTable';
import { resourceColumns } from './resource-columns';
import { storageKey } from './storage';

const rows = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => ({
    id: String(from + i),
    name: `Brand ${from + i}`,
    created_at: '2026-11-20T10:00:00Z',
  }));

function brandTable(extra: Partial<Parameters<typeof DataTable>[0]> = {}) {
  return (
    <DataTable
      tableId="brand"
      table={resourceEndpoints(resources.brand).table}
      title="Brands"
      columns={resourceColumns(resources.brand)}
      createAbility="brand_create"
      onAdd={() => undefined}
      {...extra}
    />
  );
}

function api(answer: (body: Record<string, unknown>) => unknown = () => ({ data: rows(3), total: 3 })) {
  return mockApi({
    'POST /api/general/brand/list': (init) => json(200, answer(bodyOf([undefined, init]))),
  });
}

const listCalls = (fetchMock: ReturnType<typeof api>) =>
  fetchMock.mock.calls.filter((c) => String(c[0]).includes('/list')).map((c) => bodyOf(c));
const lastBody = (fetchMock: ReturnType<typeof api>) => listCalls(fetchMock).at(-1) ?? {};

/** The header cell of a column by its title. */
const header = (title: string) =>
  screen.getAllByRole('columnheader').find((th) => th.textContent?.includes(title))!;

describe('DataTable', () => {
  it('loads page 1 of 10, sorted by id descending, once the saved state is restored', async () => {
    const fetchMock = api();
    renderScreen(brandTable());
    expect(await screen.findByText('Brand 1')).toBeTruthy();
    expect(listCalls(fetchMock)).toEqual([{ sortBy: 'id', sortDir: 'desc', page: 1, perPage: 10 }]);
  });

  it('sends the search text with Search, and reloads without it when the box is cleared', async () => {
    const fetchMock = api();
    const { user } = renderScreen(brandTable());
    await screen.findByText('Brand 1');
    await user.type(screen.getByTestId('table-search'), 'Pan');
    await user.click(screen.getByTestId('table-search-button'));
    await waitFor(() => expect(lastBody(fetchMock)).toMatchObject({ search: 'Pan', page: 1 }));
    await user.clear(screen.getByTestId('table-search'));
    await waitFor(() => expect(lastBody(fetchMock).search).toBeUndefined());
  });

  it('sends a text filter (contains by default) and counts the filtered columns', async () => {
    const fetchMock = api();
    const { user } = renderScreen(brandTable());
    await screen.findByText('Brand 1');
    await user.click(within(header('Name')).getByRole('button'));
    const value = await screen.findByTestId('filter-name-value');
    await user.type(value, 'Pan');
    await user.click(screen.getByTestId('filter-name-apply'));
    await waitFor(() =>
      expect(lastBody(fetchMock).text).toEqual([{ column: 'name', symbol: 'co', value: 'Pan' }]),
    );
    expect(screen.getByTestId('filter-count').textContent).toContain('Filtered columns: 1');
  });

  it('sends a number filter with its operator', async () => {
    const fetchMock = api();
    const { user } = renderScreen(brandTable());
    await screen.findByText('Brand 1');
    await user.click(within(header('ID')).getByRole('button'));
    const panel = await screen.findByTestId('filter-id');
    await user.click(within(panel).getByRole('combobox'));
    await user.click(await screen.findByTitle('>='));
    await user.type(screen.getByTestId('filter-id-value'), '5');
    await user.click(screen.getByTestId('filter-id-apply'));
    await waitFor(() =>
      expect(lastBody(fetchMock).number).toEqual([{ column: 'id', symbol: '>=', value: '5' }]),
    );
  });

  it('sorts by a clicked column, ascending then descending', async () => {
    const fetchMock = api();
    const { user } = renderScreen(brandTable());
    await screen.findByText('Brand 1');
    await user.click(within(header('Name')).getByText('Name'));
    await waitFor(() => expect(lastBody(fetchMock)).toMatchObject({ sortBy: 'name', sortDir: 'asc' }));
    await user.click(within(header('Name')).getByText('Name'));
    await waitFor(() => expect(lastBody(fetchMock)).toMatchObject({ sortBy: 'name', sortDir: 'desc' }));
  });

  it('changes the page size and goes back to page 1', async () => {
    const fetchMock = api(() => ({ data: rows(10), total: 60 }));
    const { user } = renderScreen(brandTable());
    await screen.findByText('Brand 1');
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastBody(fetchMock)).toMatchObject({ page: 2, perPage: 10 }));
    const sizer = document.querySelector('.ant-pagination-options .ant-select')!;
    fireEvent.mouseDown(sizer.querySelector('input') ?? sizer);
    await user.click(await screen.findByTitle('25 / page'));
    await waitFor(() => expect(lastBody(fetchMock)).toMatchObject({ page: 1, perPage: 25 }));
    expect(JSON.parse(window.localStorage.getItem(storageKey('brand'))!).perPage).toBe(25);
  });

  it('restores page, size, sort, filters and columns from storage before the first load', async () => {
    window.localStorage.setItem(
      storageKey('brand'),
      JSON.stringify({
        page: 2,
        perPage: 25,
        sortBy: 'name',
        sortDir: 'asc',
        search: '',
        filters: { name: { type: 'text', symbol: 'sw', value: 'B' } },
        visible: ['id', 'name', 'created_at'],
        known: ['id', 'name', 'created_at'],
      }),
    );
    const fetchMock = api(() => ({ data: rows(3), total: 40 }));
    renderScreen(brandTable());
    await screen.findByText('Brand 1');
    expect(listCalls(fetchMock)[0]).toEqual({
      sortBy: 'name',
      sortDir: 'asc',
      page: 2,
      perPage: 25,
      text: [{ column: 'name', symbol: 'sw', value: 'B' }],
    });
    expect(header('Created at')).toBeTruthy();
    expect(screen.getByTestId('column-chooser').textContent).toContain('Show 3 of 3');
  });

  it('steps back one page when a page beyond the first comes back empty', async () => {
    window.localStorage.setItem(storageKey('brand'), JSON.stringify({ page: 3, perPage: 10 }));
    const fetchMock = api((b) =>
      b.page === 3 ? { data: [], total: 20 } : { data: rows(10, 11), total: 20 },
    );
    renderScreen(brandTable());
    expect(await screen.findByText('Brand 11')).toBeTruthy();
    expect(listCalls(fetchMock).map((b) => b.page)).toEqual([3, 2]);
  });

  it('reads the invoiceId route parameter as the search text', async () => {
    const fetchMock = api();
    renderScreen(brandTable(), { path: '/list/S-42', route: '/list/:invoiceId?' });
    await screen.findByText('Brand 1');
    expect(listCalls(fetchMock)[0]).toMatchObject({ search: 'S-42', page: 1 });
  });

  it("applies a notification's handoff once: exact id on the first page", async () => {
    window.localStorage.setItem(
      'bb.table-handoff.inventory.item.brand',
      JSON.stringify({ at: Date.now(), filter: { number: [{ column: 'id', symbol: '=', value: '7' }] } }),
    );
    const fetchMock = api();
    renderScreen(brandTable({ routeId: 'inventory.item.brand' }));
    await screen.findByText('Brand 1');
    expect(listCalls(fetchMock)[0]).toMatchObject({
      page: 1,
      number: [{ column: 'id', symbol: '=', value: '7' }],
    });
    expect(window.localStorage.getItem('bb.table-handoff.inventory.item.brand')).toBeNull();
  });

  it("applies a dashboard tile's handoff alone: its status on every date, the list's own filters and search dropped", async () => {
    window.localStorage.setItem(
      'bb.table.brand',
      JSON.stringify({ search: 'old', filters: { name: { type: 'text', symbol: 'like', value: 'x' } } }),
    );
    window.localStorage.setItem(
      'bb.table-handoff.inventory.item.brand',
      JSON.stringify({
        at: Date.now(),
        filter: { list: [{ column: 'status', values: ['1'] }], only: true },
      }),
    );
    const fetchMock = api();
    renderScreen(brandTable({ routeId: 'inventory.item.brand', dateRange: true }));
    await screen.findByText('Brand 1');
    const first = listCalls(fetchMock)[0]!;
    expect(first).toMatchObject({ page: 1, list: [{ column: 'status', values: ['1'] }] });
    for (const dropped of ['search', 'text', 'start_date', 'end_date'])
      expect(first).not.toHaveProperty(dropped);
  });

  it('shows Add New only with the create ability (a superuser always)', async () => {
    api();
    const first = renderScreen(brandTable(), { user: clerk, abilities: ['brand_list'] });
    await screen.findByText('Brand 1');
    expect(screen.queryByTestId('table-add')).toBeNull();
    first.unmount();
    renderScreen(brandTable(), { user: clerk, abilities: ['brand_list', 'brand_create'] });
    expect(await screen.findByTestId('table-add')).toBeTruthy();
  });

  it('exports with the visible headers in the current language, the title and the local time', async () => {
    const fetchMock = mockApi({
      'POST /api/general/brand/list': () => json(200, { data: rows(2), total: 2 }),
      'POST /api/general/brand/export': () =>
        new Response('xlsx', {
          status: 200,
          headers: { 'content-disposition': "attachment; filename*=UTF-8''Brands%202026-11-22%2014-05.xlsx" },
        }),
    });
    const created = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderScreen(brandTable());
    await screen.findByText('Brand 1');
    await user.click(screen.getByTestId('table-export'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find((c) => String(c[0]).endsWith('/export'));
    const body = bodyOf(call);
    expect(body.visibleHeaders).toEqual([
      { text: 'ID', value: 'id' },
      { text: 'Name', value: 'name' },
    ]);
    expect(body).toMatchObject({ title: 'Brands', sortBy: 'id', sortDir: 'desc' });
    expect(body.localTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Brands 2026-11-22 14-05.xlsx');
    await waitFor(() => expect(screen.getByTestId('table-export').className).not.toContain('loading'));
  });

  it('spans the footer label over the columns before the first total, on one line, in Kurdish too', async () => {
    await setLanguage('ckb');
    mockApi({
      'POST /api/sale/list': () =>
        json(200, {
          data: [{ id: '1', invoice_id: 'S-1', customer: 'Ali', total: '42500', currency_code: 'IQD' }],
          total: 1,
          footer: { total: '42500' },
        }),
    });
    renderScreen(
      <DataTable
        tableId="footer-test"
        table={SALE_TABLES.sale}
        title="Sales"
        columns={[
          { key: 'invoice_id', title: 'Invoice', kind: 'text' },
          { key: 'customer', title: 'Customer', kind: 'text' },
          { key: 'total', title: 'Total', kind: 'money' },
        ]}
        rowActions={() => <button type="button">Edit</button>}
      />,
    );
    const label = await screen.findByTestId('table-footer-label');
    expect(label.textContent).toBe('کۆی گشتی');
    expect(label.style.whiteSpace).toBe('nowrap');
    // selection + Invoice + Customer: not squeezed into the 32 px selection cell alone
    expect(label.closest('td')?.getAttribute('colspan')).toBe('3');
    const footer = screen.getByTestId('table-footer');
    expect(within(footer).getByText('42,500')).toBeTruthy();
    // the row actions sit in their own measured column, their buttons in one line
    const actions = screen.getByRole('button', { name: 'Edit' }).closest('.bb-row-actions') as HTMLElement;
    expect(actions.style.whiteSpace).toBe('nowrap');
    expect(actions.closest('td')?.classList.contains('bb-actions-col')).toBe(true);
  });
});
