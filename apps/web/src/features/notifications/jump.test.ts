import type { RouteDef } from '@bb/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handoffKey, jumpFor, normaliseModelType, openJump, takeTableHandoff } from './jump';

const everything = (_route: RouteDef) => true;
const nothing = (_route: RouteDef) => false;
const row = (
  model_type: string | null,
  model_id: string | null,
  model_date: string | null = '2026-03-05',
) => ({
  model_type,
  model_id,
  model_date,
  created_at: '2026-03-09T10:00:00Z',
});

afterEach(() => {
  window.localStorage.clear();
});

describe('notification jump rule', () => {
  it('normalises record type names', () => {
    expect(normaliseModelType('App\\Models\\SupplierPayment')).toBe('supplier_payment');
    expect(normaliseModelType('cash-box-transfer')).toBe('cash_box_transfer');
    expect(normaliseModelType('HrAdvancePaymentReturn')).toBe('hr_advance_payment_return');
  });

  it('opens a list with its invoiceId parameter, filtered on invoice_id over one day', () => {
    expect(jumpFor(row('SupplierPayment', '41'), everything)).toEqual({
      url: '/supplier/payment/41',
      routeId: 'supplier.payment',
      filter: {
        text: [{ column: 'invoice_id', symbol: 'ex', value: '41' }],
        start_date: '2026-03-05',
        end_date: '2026-03-05',
      },
    });
    expect(jumpFor(row('variable_expense', '7'), everything)?.url).toBe(
      '/accounting/expense/variable-expense',
    );
  });

  it('filters a document on the number its message names, a payroll on the monthly runs, a letter on its id', () => {
    const advance = {
      ...row('hr_advance_payment', '9'),
      message: {
        key: 'document.created' as const,
        params: {
          document: 'hr_advance_payment',
          invoice: 'ADV-3',
          amount: '1',
          currency: 'IQD',
          actor: 'A',
        },
      },
    };
    expect(jumpFor(advance, everything)).toEqual({
      url: '/hr/advance-payment',
      routeId: 'hr.advance_payment',
      filter: {
        text: [{ column: 'invoice_id', symbol: 'ex', value: 'ADV-3' }],
        start_date: '2026-03-05',
        end_date: '2026-03-05',
      },
    });
    const payroll = {
      ...row('payroll', '4'),
      message: {
        key: 'payroll.approved' as const,
        params: { invoice: 'PAY-2', month: '2026-03', branch: 'Erbil', actor: 'A' },
      },
    };
    expect(jumpFor(payroll, everything)?.routeId).toBe('hr.monthly_payrolls');
    expect(jumpFor(payroll, everything)?.filter?.text).toEqual([
      { column: 'invoice_id', symbol: 'ex', value: 'PAY-2' },
    ]);
    expect(jumpFor(row('hr_letter', '12'), everything)?.filter).toEqual({
      number: [{ column: 'id', symbol: '=', value: '12' }],
      start_date: '2026-03-05',
      end_date: '2026-03-05',
    });
  });

  it('matches income on id, and users and roles on id without a date', () => {
    expect(jumpFor(row('income', '3'), everything)?.filter).toEqual({
      number: [{ column: 'id', symbol: '=', value: '3' }],
      start_date: '2026-03-05',
      end_date: '2026-03-05',
    });
    expect(jumpFor(row('role', '2', null), everything)).toEqual({
      url: '/inventory/role',
      routeId: 'inventory.role',
      filter: { number: [{ column: 'id', symbol: '=', value: '2' }] },
    });
  });

  it('opens a ticket at its show page with the comment', () => {
    expect(jumpFor({ ...row('ticket', '12'), comment_id: '99' }, everything)).toEqual({
      url: '/ticket/12/show?commentId=99',
      routeId: 'ticket.show',
      filter: undefined,
    });
  });

  it('leads nowhere for unknown types, missing ids, or lists without a screen or ability', () => {
    expect(jumpFor(row('sale', '1'), everything)).toBeUndefined();
    expect(jumpFor(row(null, '1'), everything)).toBeUndefined();
    expect(jumpFor(row('income', null), everything)).toBeUndefined();
    expect(jumpFor(row('income', '1'), nothing)).toBeUndefined();
  });

  it('hands the filter to the list once, through storage, and opens a new tab', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const jump = jumpFor(row('capital', '5'), everything)!;
    openJump(jump, 1_000);
    expect(open).toHaveBeenCalledWith('/accounting/capital', '_blank', 'noopener');
    expect(window.localStorage.getItem(handoffKey('accounting.capital'))).not.toBeNull();
    expect(takeTableHandoff('accounting.capital', 2_000)).toEqual(jump.filter);
    expect(takeTableHandoff('accounting.capital', 2_000)).toBeUndefined();

    openJump(jump, 1_000);
    expect(takeTableHandoff('accounting.capital', 1_000 + 10 * 60_000)).toBeUndefined();
  });
});
