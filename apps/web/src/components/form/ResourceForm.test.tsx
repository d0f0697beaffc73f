import { resources, rules } from '@bb/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../platform/i18n/i18n';
import { json, mockApi } from '../../test/render-app';
import { bodyOf, renderScreen } from '../test-harness';
import { type FormResource, ResourceForm } from './ResourceForm';

function form(resource: FormResource = resources.brand, recordId: string | null = null) {
  return <ResourceForm resource={resource} open recordId={recordId} onClose={() => undefined} />;
}

const stepper = (label: string) => document.querySelector(`button[aria-label="${label}"]`)!;
const nameInput = () => document.getElementById('name') as HTMLInputElement;

/** An item-like resource: a category narrowed by the chosen group. */
const itemLike = {
  ...resources.category,
  name: 'item',
  path: 'general/item',
  schema: resources.category.schema.pick({ group_id: true }).extend({ category_id: rules.optionalId }),
  fields: [
    { key: 'group_id', widget: 'lookup', lookup: 'general/group/list' },
    {
      key: 'category_id',
      widget: 'lookup',
      lookup: 'general/category/list',
      dependsOn: { field: 'group_id', param: 'group_id' },
    },
  ],
} as unknown as FormResource;

describe('ResourceForm', () => {
  it('marks required fields, and words a missing one with its label', async () => {
    mockApi({});
    const { user } = renderScreen(form());
    expect(await screen.findByText('Add New Brand')).toBeTruthy();
    expect(screen.getByText('Fields marked with * are required.')).toBeTruthy();
    expect(document.querySelector('label[for=name]')?.className).toContain('required');
    await user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('The Name field is required.')).toBeTruthy();
  });

  it('words the same rule in Kurdish', async () => {
    await setLanguage('ckb');
    mockApi({});
    const { user } = renderScreen(form());
    await user.click(await screen.findByTestId('form-submit'));
    expect(await screen.findByText('خانەی ناو پێویستە.')).toBeTruthy();
  });

  it('posts the body and says Added successfully', async () => {
    let sent: Record<string, unknown> = {};
    mockApi({
      'POST /api/general/brand': (init) => {
        sent = bodyOf([undefined, init]);
        return json(201, { id: '9' });
      },
    });
    const { user } = renderScreen(form());
    await user.type(await screen.findByLabelText('Name'), '  Acme  ');
    await user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Added successfully')).toBeTruthy();
    expect(sent).toEqual({ name: 'Acme' });
  });

  it("puts the server's 422 field errors on the fields, translated", async () => {
    mockApi({
      'POST /api/general/brand': () =>
        json(422, {
          message: 'The given data was invalid.',
          errors: { name: ['This value has already been taken.'] },
        }),
    });
    const { user } = renderScreen(form());
    await user.type(await screen.findByLabelText('Name'), 'Acme');
    await user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('The Name has already been taken.')).toBeTruthy();
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('loads the record to edit and puts it with PUT', async () => {
    let sent: Record<string, unknown> = {};
    mockApi({
      'GET /api/general/brand/4': () => json(200, { id: '4', name: 'Old name' }),
      'PUT /api/general/brand/4': (init) => {
        sent = bodyOf([undefined, init]);
        return json(200, { id: '4' });
      },
    });
    const { user } = renderScreen(form(resources.brand, '4'));
    expect(await screen.findByText('Update Brand')).toBeTruthy();
    await waitFor(() => expect(nameInput().value).toBe('Old name'));
    await user.clear(nameInput());
    await user.type(nameInput(), 'New name');
    await user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    expect(sent).toEqual({ name: 'New name' });
  });

  it('clamps a number to its bounds, turns text into 0 and disables plus at the maximum', async () => {
    mockApi({});
    const { user } = renderScreen(form(resources.shareholder));
    const share = (await screen.findByLabelText('Share (%)')) as HTMLInputElement;
    await user.clear(share);
    await user.type(share, '150');
    fireEvent.blur(share);
    await waitFor(() => expect(share.value).toBe('100'));
    expect(stepper('Increase').hasAttribute('disabled')).toBe(true);
    await user.clear(share);
    await user.type(share, 'abc');
    fireEvent.blur(share);
    await waitFor(() => expect(share.value).toBe('0'));
    expect(stepper('Decrease').hasAttribute('disabled')).toBe(true);
    await user.clear(share);
    await user.type(share, '12.345');
    fireEvent.blur(share);
    await waitFor(() => expect(share.value).toBe('12.35'));
  });

  it('narrows a dependent lookup by its parent value', async () => {
    const fetchMock = mockApi({
      'GET /api/general/group/list': () => json(200, { data: [{ id: '3', name: 'Tablets' }] }),
      'GET /api/general/category/list': () =>
        json(200, { data: [{ id: '8', name: 'Painkillers', group_id: '3' }] }),
    });
    const { user } = renderScreen(form(itemLike));
    await user.click(await screen.findByLabelText('Group'));
    await user.click(await screen.findByTitle('Tablets'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain(
        '/api/general/category/list?group_id=3',
      ),
    );
    expect(fetchMock.mock.calls.some((c) => String(c[0]) === '/api/general/category/list')).toBe(false);
  });

  it("says 'Could not fetch … list' when a lookup fails", async () => {
    mockApi({ 'GET /api/general/group/list': () => json(500, { message: 'boom' }) });
    renderScreen(form(resources.category));
    expect(await screen.findByText('Could not fetch group list')).toBeTruthy();
  });
});
