import type { StocktakeCalculation } from '@bb/contracts';
import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { bodyOf, renderScreen } from '../../components/test-harness';
import { setLanguage } from '../../platform/i18n/i18n';
import type { Language } from '../../platform/i18n/languages';
import { json, mockApi } from '../../test/render-app';
import CalculatePage from './CalculatePage';
import { CountCell } from './CountCell';
import { StartProcessCard } from './StartProcessCard';
import { SupersededDialog } from './SupersededDialog';

const calculation = (over: Partial<StocktakeCalculation> = {}): StocktakeCalculation => ({
  process_id: '4',
  snapshot_id: '9',
  counted_lines: 2,
  uncounted_lines: 1,
  lines_with_difference: 2,
  gain_quantity: '2',
  loss_quantity: '1',
  gain: '5001.000000',
  loss: '1000.000000',
  net: '4001.000000',
  problems: [],
  problems_total: 0,
  ...over,
});
const processes = () =>
  json(200, [
    {
      id: '4',
      snapshot_id: '9',
      inventory_id: '1',
      inventory_name: 'Central Pharmacy',
      status: 1,
      taken_at: '2026-03-01T09:00:00.000Z',
    },
  ]);
const route = '/inventory-adjustment/calculate-income-and-expense/:inventory_process_id/:snapshot_id';

describe('stocktake screens', { timeout: 90_000 }, () => {
  it('lists every problem at once and keeps Apply disabled until they are fixed', async () => {
    mockApi({
      'GET /api/inventory-process-list-for-calculation': processes,
      'GET /api/inventory-adjustment/calculate-income-and-expense/4': () =>
        json(
          200,
          calculation({
            problems_total: 2,
            problems: [
              {
                product_id: '31',
                name: 'Amoxicillin',
                batch_number: 'A',
                kind: 'recount',
                counted: '40',
                expected: '4',
                current: '4',
              },
              {
                product_id: '32',
                name: 'Bandage',
                batch_number: 'C',
                kind: 'negative',
                counted: '0',
                expected: '5',
                current: '2',
              },
            ],
          }),
        ),
    });
    renderScreen(<CalculatePage />, {
      route,
      path: '/inventory-adjustment/calculate-income-and-expense/4/9',
    });
    expect(await screen.findByText('To fix before applying: 2')).toBeTruthy();
    expect(screen.getByText('Recount needed')).toBeTruthy();
    expect(screen.getByText('The lot would go below zero')).toBeTruthy();
    expect(screen.getByTestId('stocktake-apply').hasAttribute('disabled')).toBe(true);
  });

  it('shows gains and losses at snapshot cost and applies them as one document', async () => {
    const posts: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/inventory-process-list-for-calculation': processes,
      'GET /api/inventory-adjustment/calculate-income-and-expense/4': () => json(200, calculation()),
      'POST /api/inventory-adjustment/calculate-income-and-expense': (init) => {
        posts.push(bodyOf([undefined, init]));
        return json(201, {
          id: '3',
          invoice_id: 'STK-3',
          gain: '5001.000000',
          loss: '1000.000000',
          lines: 2,
        });
      },
    });
    const { user } = renderScreen(<CalculatePage />, {
      route,
      path: '/inventory-adjustment/calculate-income-and-expense/4/9',
    });
    expect((await screen.findByTestId('stocktake-gain')).textContent).toContain('5,001');
    expect(screen.getByTestId('stocktake-loss').textContent).toContain('1,000');
    await user.click(screen.getByTestId('stocktake-apply'));
    expect(await screen.findByText('Applied as STK-3')).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ inventory_process_id: '4', snapshot_id: '9' });
    expect(posts[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  const appliedProcess = () =>
    mockApi({
      'GET /api/inventory-process-list-for-calculation': () => json(200, []),
      'GET /api/inventory-adjustment/calculate-income-and-expense/4': () => json(200, calculation()),
      'GET /api/inventory-process/4': () =>
        json(200, {
          id: '4',
          snapshot_id: '9',
          inventory_id: '1',
          inventory_name: 'Central Pharmacy',
          status: 2,
          taken_at: '2026-03-01T09:00:00.000Z',
          adjustment_invoice_id: 'STK-3',
        }),
    });
  const openApplied = () =>
    renderScreen(<CalculatePage />, {
      route,
      path: '/inventory-adjustment/calculate-income-and-expense/4/9',
    });
  const taken = dayjs('2026-03-01T09:00:00.000Z').format('DD/MM/YYYY HH:mm');

  it('shows a count already applied with its document, without offering to apply it again', async () => {
    appliedProcess();
    openApplied();
    expect((await screen.findByTestId('stocktake-already-applied')).textContent).toContain(
      'Applied as STK-3',
    );
    expect(screen.getByTestId('stocktake-gain').textContent).toContain('5,001');
    expect(screen.queryByTestId('stocktake-apply')).toBeNull();
  });

  it.each<[Language, string]>([
    ['en', 'Applied'],
    ['ckb', 'جێبەجێکراو'],
    ['ar', 'مطبّق'],
  ])('names a count no longer open in the picker by number, branch and date (%s)', async (lang, word) => {
    await setLanguage(lang);
    try {
      appliedProcess();
      openApplied();
      const picker = await screen.findByTestId('stocktake-process');
      await waitFor(() => expect(picker.textContent).toBe(`#4 · Central Pharmacy · ${taken} · ${word}`));
    } finally {
      await setLanguage('en');
    }
  });

  it('saves a typed count once on Enter and refuses text that is not a quantity', async () => {
    const puts: Record<string, unknown>[] = [];
    mockApi({
      'PUT /api/inventory-process/4/counts': (init) => {
        puts.push(bodyOf([undefined, init]));
        return json(200, { saved: 1, flagged: 0 });
      },
    });
    const { user } = renderScreen(<CountCell processId="4" productId="31" value={null} disabled={false} />);
    const input = screen.getByTestId('count-31');
    await user.type(input, '-3{Enter}');
    expect(await screen.findByText('Type a quantity of zero or more, with at most 4 decimals.')).toBeTruthy();
    expect(puts).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '12.5{Enter}');
    await user.tab();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ lines: [{ product_id: '31', counted: '12.5' }] });
  });

  it("offers the user's own branch to count and sends it when the count is started (h2)", async () => {
    const fetchMock = mockApi({
      'GET /api/user/inventory': () => json(200, { data: [{ id: '2', name: 'City Shop' }] }),
      'POST /api/inventory-process': () => json(201, { id: '7', snapshot_id: '9', lines: 3 }),
    });
    const started: string[] = [];
    const { user } = renderScreen(<StartProcessCard onStarted={(id) => started.push(id)} />, {
      user: { is_superuser: false, default_branch_id: '2' },
      abilities: ['inventory_adjustment_create'],
    });
    const card = await screen.findByTestId('stocktake-start');
    await waitFor(() => expect(card.textContent).toContain('City Shop'));
    await user.click(screen.getByRole('button', { name: 'Start and take the snapshot' }));
    await waitFor(() => expect(started).toEqual(['7']));
    const sent = bodyOf(fetchMock.mock.calls.find((c) => String(c[0]).endsWith('/inventory-process')));
    expect(sent).toMatchObject({ inventory_id: '2', scope: 'all' });
  });

  it('names the documents that superseded an applied count', async () => {
    mockApi({
      'GET /api/inventory-process/4/superseded': () =>
        json(200, [
          {
            document_type: 'gift',
            document_id: '12',
            invoice_id: 'G-7',
            date: '2026-02-28',
            recorded_at: '2026-03-02T10:15:00.000Z',
            recorded_by_name: 'Admin',
            lots: 1,
            quantity: '-2.0000',
          },
        ]),
    });
    renderScreen(<SupersededDialog processId="4" invoiceId="STK-3" onClose={() => {}} />);
    expect(await screen.findByText('Stocktake #4 (STK-3): superseded by later documents')).toBeTruthy();
    const dialog = screen.getByTestId('stocktake-superseded');
    await waitFor(() => expect(dialog.textContent).toContain('G-7'));
    expect(dialog.textContent).toContain('28/02/2026');
    expect(dialog.textContent).toContain('Admin');
    expect(dialog.textContent).toContain('-2');
  });
});
