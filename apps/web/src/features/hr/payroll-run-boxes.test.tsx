import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, renderScreen } from '../../components/test-harness';
import { adminUser } from '../../test/fixtures';
import { json, mockApi } from '../../test/render-app';
import { branchBoxes, PayrollRunDialog } from './PayrollRunDialog';

const boxes = [
  { id: '1', currency_code: 'IQD', inventory_id: '1', for_user_id: null, is_default: false },
  { id: '2', currency_code: 'USD', inventory_id: '1', for_user_id: null, is_default: true },
  { id: '3', currency_code: 'IQD', inventory_id: '1', for_user_id: null, is_default: true },
  { id: '4', currency_code: 'IQD', inventory_id: '1', for_user_id: '9', is_default: true },
  { id: '5', currency_code: 'IQD', inventory_id: '2', for_user_id: null, is_default: true },
];

/**
 * h2: a new payroll run asked the accountant to pick the cash boxes every time and refused the preview
 * ("the cash boxes field is required") although the branch has one box per currency. The branch's own
 * boxes are proposed, one per currency, its default first, and follow a change of branch.
 */
describe('a payroll run proposes the branch boxes', () => {
  it('one shared box per currency of the branch, the default first', () => {
    expect(branchBoxes(boxes, '1')).toEqual(['2', '3']);
    expect(branchBoxes(boxes, '2')).toEqual(['5']);
    expect(branchBoxes(boxes, null)).toEqual([]);
  });

  it('the preview is sent with them without picking any', async () => {
    const fetchMock = mockApi({
      'GET /api/user/connected-inventory': () => json(200, { data: adminUser.connected_inventories }),
      'GET /api/accounting/cash-box/list': () =>
        json(200, {
          data: adminUser.cash_boxes.map((b) => ({ ...b, name: `${b.code} - ${b.name}` })),
        }),
      'POST /api/hr/monthly-payroll': () => json(201, { id: '12' }),
    });
    const saved: string[] = [];
    const { user } = renderScreen(
      <PayrollRunDialog open onClose={() => {}} onSaved={(id) => saved.push(id)} />,
      { abilities: ['hr_monthly_payroll'] },
    );
    await screen.findByTestId('form-payroll');
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(saved).toEqual(['12']));
    const sent = bodyOf(fetchMock.mock.calls.find((c) => String(c[0]).endsWith('/hr/monthly-payroll')));
    expect(sent).toMatchObject({ inventory_id: '1', cash_box_ids: ['1', '2'] });
  }, 60_000);
});
