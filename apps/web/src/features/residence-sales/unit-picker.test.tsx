import type { ResidenceUnitHit } from '@bb/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, renderScreen } from '../../components/test-harness';
import { json, mockApi } from '../../test/render-app';
import { UnitPicker } from './UnitPicker';

const hit = (id: string, code: string, price: string, currency = 'USD'): ResidenceUnitHit => ({
  id,
  code,
  name: `Villa ${code}`,
  sale_price: price,
  cost: '0',
  currency_code: currency,
  quantity: '1.0000',
  status: 1,
  building_floor: null,
  building_name: 'Tower 1',
  residence_block_name: 'Block A',
  residence_area_name: 'North',
  residence_view_name: 'Garden',
});

describe('the residence POS unit picker', { timeout: 90_000 }, () => {
  it('finds available units through general/residence-unit/search, by keyword and by the place filters', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockApi({
      'POST /api/general/residence-unit/search': (init) => {
        const body = bodyOf([undefined, init]);
        bodies.push(body);
        return json(200, {
          data: body.keyword === 'V-2' ? [hit('2', 'V-2', '90000')] : [hit('1', 'V-1', '50000.000000')],
        });
      },
      'GET /api/general/residence-block/list': () => json(200, { data: [{ id: '5', name: 'Block A' }] }),
      'GET /api/building/list': () => json(200, { data: [] }),
      'GET /api/residence-area/list': () => json(200, { data: [] }),
      'GET /api/residence-view/list': () => json(200, { data: [] }),
    });
    const picked: ResidenceUnitHit[] = [];
    const { user } = renderScreen(<UnitPicker pickedIds={[]} onPick={(u) => picked.push(u)} />);
    // the first available units show before anything is typed, with the price in its currency
    expect(await screen.findByText('V-1')).toBeTruthy();
    expect(bodies[0]).toEqual({ keyword: '', exist: true });
    expect(screen.getByTestId('unit-search-results').textContent).toContain('50,000 USD');
    await user.type(screen.getByTestId('unit-search').querySelector('input')!, 'V-2');
    expect(await screen.findByText('V-2')).toBeTruthy();
    expect(bodies.at(-1)).toEqual({ keyword: 'V-2', exist: true });
    await user.click(screen.getByTestId('row-pick-2'));
    expect(picked.map((u) => u.code)).toEqual(['V-2']);
    // a block narrows the search
    const block = screen.getByTestId('filter-residence_block_ids');
    fireEvent.mouseDown(block.querySelector('input') ?? block);
    await user.click(await screen.findByTitle('Block A'));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ keyword: 'V-2', exist: true, residence_block_ids: ['5'] }),
    );
  });

  it('does not offer a unit already in the sale', async () => {
    mockApi({
      'POST /api/general/residence-unit/search': () => json(200, { data: [hit('1', 'V-1', '50000')] }),
    });
    renderScreen(<UnitPicker pickedIds={['1']} onPick={() => undefined} />);
    expect(await screen.findByText('V-1')).toBeTruthy();
    expect(screen.queryByTestId('row-pick-1')).toBeNull();
  });
});
