import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../components/test-harness';
import { json, mockApi } from '../../../test/render-app';
import { SubscriptionDialog } from './SubscriptionDialog';

describe('customer subscription dialog', () => {
  it('tells months from days after a pause and wants a due day for a monthly schedule', async () => {
    mockApi({
      'GET /api/customer-list': () => json(200, { data: [{ id: '3', name: 'Subscriber' }] }),
      'GET /api/currency/list': () => json(200, { data: [{ code: 'IQD' }, { code: 'USD' }] }),
    });
    const { user } = renderScreen(<SubscriptionDialog open recordId={null} onClose={() => undefined} />);
    expect(await screen.findByText('Add New Customer Subscription')).toBeTruthy();
    expect(await screen.findByText('Every 1 month(s)')).toBeTruthy();
    const frequency = screen.getByLabelText('Frequency');
    await user.clear(frequency);
    await user.type(frequency, '30');
    await user.click(screen.getByText('Add New Customer Subscription'));
    expect(await screen.findByText('Every 30 days', {}, { timeout: 3000 })).toBeTruthy();
    await user.clear(frequency);
    await user.type(frequency, '3');
    await user.click(screen.getByText('Add New Customer Subscription'));
    expect(await screen.findByText('Every 3 month(s)', {}, { timeout: 3000 })).toBeTruthy();
    await user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('The Customer field is required.')).toBeTruthy();
    expect(await screen.findByText('The Receipt Due Day field is required.')).toBeTruthy();
  }, 60_000);
});
