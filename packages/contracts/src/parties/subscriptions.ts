import { z } from 'zod';
import { isoDate } from '../dates.js';
import { defineEndpoint } from '../endpoints/define.js';
import { decimalString } from '../money.js';
import { rules } from '../resources/define.js';

/**
 * A customer subscription (/customer/customer-subscription): an amount the customer owes on a schedule.
 * The frequency is one number: 1 to 12 means every N months (on the receipt due day), above 12 means
 * every N days (shared-screens.md sections 3 and 9).
 */
export const customerSubscriptionInput = z
  .object({
    customer_id: rules.id,
    amount: decimalString({ min: '0', positive: true }),
    currency_code: rules.currency,
    frequency: z.coerce.number().int().min(1).max(366),
    receipt_due_day: z.coerce.number().int().min(1).max(31).nullish(),
    start_date: isoDate,
    status: z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1)]))
      .default(1),
    note: rules.optionalText(1000),
  })
  .superRefine((v, ctx) => {
    // a monthly schedule falls due on its receipt due day
    if (v.frequency <= 12 && (v.receipt_due_day === null || v.receipt_due_day === undefined))
      ctx.addIssue({ code: 'invalid_type', expected: 'number', input: undefined, path: ['receipt_due_day'] });
  });
export type CustomerSubscriptionInput = z.infer<typeof customerSubscriptionInput>;

/** 1-12: every N months; above 12: every N days. */
export const frequencyUnit = (frequency: number): 'months' | 'days' => (frequency <= 12 ? 'months' : 'days');

/**
 * The first due date on or after `start` (YYYY-MM-DD): for a monthly schedule the receipt due day of
 * the start's month (or the next month when that day has passed; clamped to the month's last day),
 * for a daily schedule the start itself.
 */
export function firstDueDate(start: string, frequency: number, dueDay?: number | null): string {
  if (frequencyUnit(frequency) === 'days' || !dueDay) return start;
  const [y, m] = start.split('-').map((p) => Number.parseInt(p, 10)) as [number, number];
  const at = (year: number, month: number) => {
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const day = Math.min(dueDay, last);
    return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  };
  const here = at(y, m);
  if (here >= start) return here;
  return m === 12 ? at(y + 1, 1) : at(y, m + 1);
}

/** Adds `months` calendar months to a YYYY-MM-DD date's month and puts it on `dueDay`, clamped to the month's last day. */
function onDueDay(date: string, months: number, dueDay: number): string {
  const [y, m] = date.split('-').map((p) => Number.parseInt(p, 10)) as [number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(dueDay, last);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The due date after `due` (YYYY-MM-DD): for a monthly schedule (frequency 1-12) the receipt due day
 * `frequency` months later, clamped to that month's last day (a due day of 31 falls on 28/29 February and
 * on 31 March again); for a daily schedule (above 12) `frequency` days later. A monthly schedule without a
 * due day keeps the day of `due`.
 */
export function nextDueDate(due: string, frequency: number, dueDay?: number | null): string {
  if (frequencyUnit(frequency) === 'days') {
    const [y, m, d] = due.split('-').map((p) => Number.parseInt(p, 10)) as [number, number, number];
    return new Date(Date.UTC(y, m - 1, d + frequency)).toISOString().slice(0, 10);
  }
  const day = dueDay ?? Number.parseInt(due.slice(8, 10), 10);
  return onDueDay(due, frequency, day);
}

const subscriptionId = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });
const subscriptionSaved = z.object({ id: z.string(), next_due_date: z.string() });

/** A subscription as its dialog reads it. */
export const customerSubscriptionRecord = z.object({
  id: z.string(),
  customer_id: z.string(),
  customer_name: z.string(),
  amount: z.string(),
  currency_code: z.string(),
  frequency: z.number().int(),
  receipt_due_day: z.number().int().nullable(),
  start_date: z.string(),
  next_due_date: z.string(),
  status: z.number().int(),
  note: z.string().nullable(),
});
export type CustomerSubscriptionRecord = z.input<typeof customerSubscriptionRecord>;

const SUBSCRIPTIONS = 'customer/customer-subscription';

/** Customer subscriptions (modules/parties/subscriptions): one, create, update, delete; the list is a table. */
export const customerSubscriptionEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: `${SUBSCRIPTIONS}/:id`,
    params: subscriptionId,
    response: customerSubscriptionRecord,
    access: ['customer_subscription_list', 'customer_subscription_edit'],
    tag: 'customers',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: SUBSCRIPTIONS,
    body: customerSubscriptionInput,
    response: subscriptionSaved,
    status: 201,
    access: ['customer_subscription_create'],
    tag: 'customers',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${SUBSCRIPTIONS}/:id`,
    params: subscriptionId,
    body: customerSubscriptionInput,
    response: subscriptionSaved,
    access: ['customer_subscription_edit'],
    tag: 'customers',
  }),
  /** One that has charged its customer keeps its history: 'Delete not allowed' (stop it instead). */
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${SUBSCRIPTIONS}/:id`,
    params: subscriptionId,
    response: z.void(),
    status: 204,
    access: ['customer_subscription_delete'],
    tag: 'customers',
  }),
};
