import type { EndpointInput, ExpenseDocumentRecord, expenseDocumentEndpoints } from '@bb/contracts';
import type { FormInstance } from 'antd';
import { sumDecimals } from '../../../components/form/decimal';
import { translateFieldMessage } from '../../../components/form/server-errors';
import type { LooseT } from '../../../components/loose-t';
import { isApiError } from '../../../platform/api/api-error';
import { notify } from '../../../platform/notify';
import { reportError } from '../../../platform/report-error';
import type { ExpenseLineValues } from './ExpenseLinesEditor';

export interface ExpenseDocumentValues {
  inventory_id?: string | null;
  date?: string | null;
  paid_by?: 'cash_box' | 'supplier';
  cash_box_id?: string | null;
  supplier_id?: string | null;
  currency_code?: string | null;
  exchange_rate?: string | null;
  note?: string | null;
  lines?: ExpenseLineValues[];
}

export type ExpenseDocumentBody = EndpointInput<typeof expenseDocumentEndpoints.create>['body'];

const HEADER = [
  'inventory_id',
  'date',
  'paid_by',
  'cash_box_id',
  'supplier_id',
  'currency_code',
  'exchange_rate',
  'note',
] as const;

/** The exact sum of the lines' amounts (blank lines count as nothing). */
export function linesTotal(lines: readonly ExpenseLineValues[] | undefined): string {
  return sumDecimals((lines ?? []).map((l) => l?.amount));
}

/** The form as a stored document fills it. */
export function valuesOf(r: ExpenseDocumentRecord, base: string): ExpenseDocumentValues {
  return {
    inventory_id: String(r.inventory_id),
    date: String(r.date).slice(0, 10),
    paid_by: r.paid_by,
    cash_box_id: r.cash_box_id,
    supplier_id: r.supplier_id,
    currency_code: r.currency_code,
    exchange_rate: r.currency_code === base ? null : r.exchange_rate.replace(/\.?0+$/, ''),
    note: r.note,
    lines: r.lines.map((l) => ({
      expense_category_id: l.expense_category_id,
      amount: l.amount,
      note: l.note,
      attachment_id: l.attachment_id,
    })),
  };
}

/** The body of create and update; the form's rules have made every required field present. */
export function bodyOf(v: ExpenseDocumentValues, base: string): ExpenseDocumentBody {
  const currency = v.currency_code ?? base;
  return {
    inventory_id: v.inventory_id!,
    date: v.date!,
    paid_by: v.paid_by ?? 'cash_box',
    cash_box_id: v.paid_by === 'supplier' ? null : (v.cash_box_id ?? null),
    supplier_id: v.paid_by === 'supplier' ? (v.supplier_id ?? null) : null,
    currency_code: currency,
    exchange_rate: currency !== base && v.exchange_rate ? v.exchange_rate : undefined,
    note: v.note ?? null,
    lines: (v.lines ?? []).map((l) => ({
      expense_category_id: l.expense_category_id!,
      amount: l.amount!,
      note: l.note ?? null,
      attachment_id: l.attachment_id ?? null,
    })),
  };
}

/**
 * A refused save: 422 errors go onto their fields (`lines.N.amount` onto line N's amount), anything the
 * form does not show, and every other failure, to the error notification.
 */
export function applyExpenseErrors(error: unknown, form: FormInstance, t: LooseT): void {
  if (!isApiError(error) || error.status !== 422) {
    reportError(error);
    return;
  }
  const onFields: { name: (string | number)[]; errors: string[] }[] = [];
  const rest: string[] = [];
  for (const [path, messages] of Object.entries(error.errors)) {
    const line = /^lines\.(\d+)\.(\w+)$/.exec(path);
    const field = line?.[2] ?? path;
    const label = t(field === 'expense_category_id' ? 'expenseDocument.category' : `fields.${field}`);
    const worded = messages.map((m) => translateFieldMessage(m, label, t));
    if (line) onFields.push({ name: ['lines', Number(line[1]), field], errors: worded });
    else if ((HEADER as readonly string[]).includes(path)) onFields.push({ name: [path], errors: worded });
    else rest.push(...worded);
  }
  form.setFields(onFields);
  if (rest.length > 0 || onFields.length === 0) notify.errorList(error.message, rest.join('\n'));
}
