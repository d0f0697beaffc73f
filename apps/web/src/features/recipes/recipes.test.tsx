import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, renderScreen } from '../../components/test-harness';
import { json, mockApi } from '../../test/render-app';
import PreparePage from './PreparePage';
import { RecipeDialog } from './RecipeDialog';

const recipe = {
  id: '5',
  item_id: '9',
  item_name: 'Cake',
  version: 2,
  active: true,
  yield_quantity: '2.0000',
  note: null,
  created_at: '2026-03-01T09:00:00.000Z',
  lines: [
    {
      material_item_id: '11',
      name: 'Flour',
      measurement: 'kg',
      quantity: '1.5000',
      waste_percent: '10.0000',
    },
  ],
  steps: [{ name: 'Mix' }],
  versions: [
    { id: '5', version: 2, created_at: '2026-03-01T09:00:00.000Z' },
    { id: '4', version: 1, created_at: '2026-02-01T09:00:00.000Z' },
  ],
};
const lookups = {
  'GET /api/user/inventory': () => json(200, { data: [{ id: '1', name: 'Central Pharmacy' }] }),
  'GET /api/general/recipe/list': () =>
    json(200, { data: [{ id: '5', name: 'Cake', item_id: '9', version: 2 }] }),
  'GET /api/general/recipe-product-list': () =>
    json(200, { data: [{ id: '9', name: 'Cake', barcode: 'C1' }] }),
  'GET /api/general/materials-list': () => json(200, { data: [{ id: '11', name: 'Flour', barcode: 'F1' }] }),
  'GET /api/inventory/item/recipe/5': () => json(200, recipe),
  'GET /api/general/item-processing-step/list': () =>
    json(200, {
      data: [
        { id: '1', name: 'Mix' },
        { id: '2', name: 'Bake at 180 °C' },
      ],
    }),
  'GET /api/general/material-products/inventory/1': () =>
    json(200, {
      data: [
        { id: '31', item_id: '11', name: 'Flour', batch_number: 'F1', expire_date: null, quantity: '1.2500' },
        { id: '32', item_id: '11', name: 'Flour', batch_number: 'F2', expire_date: null, quantity: '0.7500' },
      ],
    }),
};

describe('recipes and preparation', { timeout: 90_000 }, () => {
  it('saves an edited recipe as its next version with the materials and steps as typed', async () => {
    const puts: Record<string, unknown>[] = [];
    mockApi({
      ...lookups,
      'PUT /api/inventory/item/recipe/5': (init) => {
        puts.push(bodyOf([undefined, init]));
        return json(200, { id: '6', version: 3 });
      },
    });
    const closed: boolean[] = [];
    const { user } = renderScreen(<RecipeDialog target={{ id: '5' }} onClose={() => closed.push(true)} />);
    const yieldInput = (await screen.findByTestId('recipe-yield')) as HTMLInputElement;
    await waitFor(() => expect(yieldInput.value).toBe('2'));
    expect((screen.getByTestId('recipe-quantity-0') as HTMLInputElement).value).toBe('1.5');
    await user.clear(yieldInput);
    await user.type(yieldInput, '4');
    // a second step picked from the named processing steps
    await user.click(screen.getByText('Add step'));
    await user.type(await screen.findByTestId('recipe-step-1'), 'bake');
    await user.click(await screen.findByTitle('Bake at 180 °C'));
    await user.click(screen.getByTestId('recipe-save'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      item_id: '9',
      yield_quantity: '4',
      note: null,
      lines: [{ material_item_id: '11', quantity: '1.5', waste_percent: '10' }],
      steps: [{ name: 'Mix' }, { name: 'Bake at 180 °C' }],
    });
    await waitFor(() => expect(closed).toEqual([true]));
  });

  it('shows what the branch holds of each material and every short material the server names', async () => {
    mockApi({
      ...lookups,
      'POST /api/inventory/prepare-product': () =>
        json(409, {
          message: 'no enough quantity',
          errors: {
            'materials.0': ['Flour: 2 available, 75 asked.'],
            'materials.1': ['Sugar: 0 available, 25 asked.'],
          },
        }),
    });
    const { user } = renderScreen(<PreparePage />);
    const choose = async (testId: string, name: string) => {
      await user.click(within(await screen.findByTestId(testId)));
      await user.click(await screen.findByTitle(name));
    };
    await choose('prepare-inventory', 'Central Pharmacy');
    await choose('prepare-recipe', 'Cake');
    // what the branch holds of each material, summed over its lots
    expect(await screen.findByRole('cell', { name: '2' })).toBeTruthy();
    await user.type(screen.getByTestId('prepare-quantity'), '100');
    await user.click(screen.getByTestId('prepare-submit'));
    expect(await screen.findByText(/Flour: 2 available, 75 asked/)).toBeTruthy();
    expect(screen.getByText(/Sugar: 0 available, 25 asked/)).toBeTruthy();
    expect(screen.queryByTestId('prepare-done')).toBeNull();
  });
});

function within(el: HTMLElement): HTMLElement {
  return (el.querySelector('.ant-select-selector') as HTMLElement | null) ?? el;
}
