import { type RouteDef, routeById } from '@bb/contracts';
import dayjs from 'dayjs';
import { leaveTableHandoff, type TableHandoff } from '../../components/data-table/handoff';
import type { NotificationRow } from './api';

export { handoffKey, type TableHandoff, takeTableHandoff } from '../../components/data-table/handoff';

/**
 * The notification jump rule (app-shell.md section 2, shared-screens.md 2.1): a notification about one of
 * these record types opens the record's list in a new tab, filtered to the record. The record's date
 * (payment_date, expense_date, date_at, input_date or created_at, whichever the type has) arrives as the
 * notification's `model_date`: the server knows the type's date field, so the web does not repeat it.
 *
 * `column` is the exact-match filter (invoice_id; id for income); `dated` adds the one-day range.
 * Users and roles (no list date) are matched by id: they are the record types notifications carry today.
 */
interface JumpTarget {
  route: string;
  column: 'invoice_id' | 'id';
  dated: boolean;
}

const invoice = (route: string): JumpTarget => ({ route, column: 'invoice_id', dated: true });

export const JUMP_TARGETS: Readonly<Record<string, JumpTarget>> = {
  supplier_payment: invoice('supplier.payment'),
  variable_expense: invoice('accounting.expense.variable_expense'),
  customer_debt_payment: invoice('customer.receipt'),
  money_conversion: invoice('accounting.cash_box.money_conversion'),
  cash_box_money_conversion: invoice('accounting.cash_box.money_conversion'),
  cash_box_transfer: invoice('accounting.cash_box.transfer'),
  // letters are not numbered: matched on their id over the day they were written
  hr_letter: { route: 'hr.letter', column: 'id', dated: true },
  residence_sale: invoice('inventory.residence_sale'),
  income: { route: 'accounting.income.income', column: 'id', dated: true },
  capital: invoice('accounting.capital'),
  cashback_capital: invoice('accounting.cashback_capital'),
  // a payroll notification is about a monthly run (the separate salary payment is not built, decisions 16)
  payroll: invoice('hr.monthly_payrolls'),
  asset: invoice('accounting.asset.assets'),
  hr_advance_payment: invoice('hr.advance_payment'),
  hr_advance_payment_return: invoice('hr.advance_payment_return'),
  user: { route: 'inventory.user', column: 'id', dated: false },
  role: { route: 'inventory.role', column: 'id', dated: false },
};

/** 'App\\Models\\SupplierPayment', 'supplier-payment' and 'supplier_payment' are one type. */
export function normaliseModelType(raw: string): string {
  const last = raw.split(/[\\/]/).pop() ?? raw;
  return last
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replaceAll('-', '_')
    .toLowerCase();
}

/** The route's path with the record's id as its `:invoiceId` parameter and no other parameter left. */
function targetPath(route: RouteDef, modelId: string): string {
  return route.path
    .replace(/:invoiceId\??/, encodeURIComponent(modelId))
    .replace(/\/:[A-Za-z_]+\?/g, '')
    .replace(/\/+$/, '');
}

export interface Jump {
  /** Opened in a new tab. */
  url: string;
  /** Stored for the list under `handoffKey(routeId)` before opening. */
  routeId: string;
  filter: TableHandoff | undefined;
}

type JumpRow = Pick<NotificationRow, 'model_type' | 'model_id' | 'model_date' | 'created_at'> & {
  comment_id?: string | null;
  message?: NotificationRow['message'];
};

/** The document number a notification's message names (`document.*`, `payroll.*` messages), if any. */
function invoiceOf(row: JumpRow): string | undefined {
  const params = row.message?.params as Record<string, string> | undefined;
  return params && typeof params.invoice === 'string' && params.invoice ? params.invoice : undefined;
}

/**
 * Where a notification leads, or undefined when it leads nowhere: an unknown record type, a target
 * without a screen yet, or a list the user may not open. Then clicking only marks it seen.
 */
export function jumpFor(row: JumpRow, available: (route: RouteDef) => boolean): Jump | undefined {
  if (!row.model_type || !row.model_id) return undefined;
  const type = normaliseModelType(row.model_type);

  if (type === 'ticket') {
    const route = routeById('ticket.show');
    if (!route || !available(route)) return undefined;
    const base = `/ticket/${encodeURIComponent(row.model_id)}/show`;
    const url = row.comment_id ? `${base}?commentId=${encodeURIComponent(row.comment_id)}` : base;
    return { url, routeId: route.id, filter: undefined };
  }

  const target = JUMP_TARGETS[type];
  const route = target && routeById(target.route);
  if (!target || !route || !available(route)) return undefined;
  // a document's number travels in its message (model_id is the row's id)
  const invoiceId = target.column === 'invoice_id' ? (invoiceOf(row) ?? row.model_id) : row.model_id;
  const filter: TableHandoff =
    target.column === 'id'
      ? { number: [{ column: 'id', symbol: '=', value: row.model_id }] }
      : { text: [{ column: 'invoice_id', symbol: 'ex', value: invoiceId }] };
  if (target.dated) {
    const date = dayjs(row.model_date ?? row.created_at);
    if (date.isValid()) {
      filter.start_date = date.format('YYYY-MM-DD');
      filter.end_date = filter.start_date;
    }
  }
  return { url: targetPath(route, invoiceId), routeId: route.id, filter };
}

/** Leaves the filter for the list and opens it in a new tab (call it inside the click handler). */
export function openJump(jump: Jump, now = Date.now()): void {
  // storage disabled: the list still opens at the record's invoiceId where the route has one
  if (jump.filter) leaveTableHandoff(jump.routeId, jump.filter, now);
  window.open(jump.url, '_blank', 'noopener');
}
