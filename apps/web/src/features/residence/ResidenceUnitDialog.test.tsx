import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../components/test-harness';
import { json, mockApi } from '../../test/render-app';
import { ResidenceUnitDialog } from './ResidenceUnitDialog';
import { floorOptions, unitFormData } from './unit-form';

const lookups = {
  'GET /api/general/residence-unit/buildings': () =>
    json(200, {
      data: [
        { id: '7', name: 'Tower 2', residence_block_id: null, number_of_floors: 2 },
        { id: '8', name: 'Tower 4', residence_block_id: null, number_of_floors: 4 },
      ],
    }),
  'GET /api/general/residence-block/list': () => json(200, { data: [] }),
  'GET /api/residence-area/list': () => json(200, { data: [{ id: '1', name: 'North' }] }),
  'GET /api/residence-view/list': () => json(200, { data: [{ id: '2', name: 'Garden' }] }),
  'GET /api/currency/list': () => json(200, { data: [{ code: 'IQD' }, { code: 'USD' }] }),
};

const open = (select: HTMLElement) => fireEvent.mouseDown(select.querySelector('input') ?? select);

describe('residence unit dialog', () => {
  it("offers 'Floor 1'..'Floor N' of the building and sends null as empty text with the PUT override", () => {
    expect(floorOptions(3, (n) => `Floor ${n}`).map((o) => o.label)).toEqual([
      'Floor 1',
      'Floor 2',
      'Floor 3',
    ]);
    expect(floorOptions(null, String)).toEqual([]);
    const form = unitFormData({ name: 'A', building_id: null, quantity: '0' }, null, true);
    expect(form.get('building_id')).toBe('');
    expect(form.get('quantity')).toBe('0');
    expect(form.get('_method')).toBe('PUT');
  });

  it('requires the building floor once a building is chosen and limits it to its floors', async () => {
    mockApi(lookups);
    const { user } = renderScreen(<ResidenceUnitDialog open recordId={null} onClose={() => undefined} />);
    expect(await screen.findByText('Add New Residence Unit')).toBeTruthy();
    const floor = screen.getByTestId('unit-floor');
    expect(floor.className).toContain('disabled');
    open(screen.getByTestId('unit-building'));
    await user.click(await screen.findByTitle('Tower 2'));
    await waitFor(() => expect(screen.getByTestId('unit-floor').className).not.toContain('disabled'));
    open(screen.getByTestId('unit-floor'));
    await waitFor(() => expect(within(document.body).getAllByTitle(/^Floor \d$/).length).toBe(2));
    await user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('The Building Floor field is required.')).toBeTruthy();
    expect(screen.getByText('The Name field is required.')).toBeTruthy();
    expect(screen.getByText('The Area field is required.')).toBeTruthy();
  }, 60_000);

  it("refuses a file that is not an image with 'File type must be an image'", async () => {
    mockApi(lookups);
    renderScreen(<ResidenceUnitDialog open recordId={null} onClose={() => undefined} />);
    await screen.findByText('Add New Residence Unit');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const pdf = new File(['%PDF-1.7'], 'plan.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(await screen.findByText('File type must be an image')).toBeTruthy();
  });
});
