import { formatMessage, nextDueDate } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict } from '../../platform/errors.js';
import { describeError, type TaskContext, type TaskResult } from '../../platform/scheduler.js';
import { createMoneyDocument } from '../cash/documents.js';
import { baseCurrency } from '../cash/rates.js';
import { notify, usersWithAbility } from '../notifications/writer.js';
import { automationActor } from './actor.js';

/** At most this many periods of one subscription per run (a long-missed daily schedule catches up over days). */
const MAX_PERIODS_PER_RUN = 366;

interface DueSubscription {
  id: string;
  customer_id: string;
  inventory_id: string;
  amount: string;
  currency_code: string;
  frequency: number;
  receipt_due_day: number | null;
  next_due_date: string;
}

/**
 * The rate of a currency against the base on a day, stated as the tenant's rate pair (1 USD = 1310 IQD):
 * the latest rate set by the end of that day (else the nearest later one), the sale rate first. When the
 * tenant states the pair from the base currency, only those rates are read, as rateInfo expects.
 */
async function rateOn(
  tx: TenantTx,
  currency: string,
  base: string,
  day: string,
): Promise<string | undefined> {
  const r = await sql<{ exchange_rate: string }>`
    select exchange_rate from exchange_rates
    where (currency_code_from = ${base} and currency_code_to = ${currency})
      or (currency_code_from = ${currency} and currency_code_to = ${base}
        and not exists (select 1 from exchange_rates x where x.currency_code_from = ${base} and x.currency_code_to = ${currency}))
    order by valid_from < ${day}::date + 1 desc,
      abs(extract(epoch from valid_from - (${day}::date + 1)::timestamptz)), type, id desc
    limit 1`.execute(tx);
  return r.rows[0]?.exchange_rate;
}

/**
 * customer_subscription_receipts: every active subscription due by today charges its customer. Each due
 * period becomes one customer debt document (CD-, dated on the due date, posted through the cash module:
 * the customer's receivable goes up by the amount
 * and income with it) and moves the subscription's next due date one period
 * on, so missed periods catch up one document each and a second run the same day finds nothing due.
 * Each period runs in a savepoint: a period that fails (no exchange rate, closed books) is recorded with
 * its reason, leaves that subscription where it was for the next run, and does not stop the others.
 */
export async function chargeSubscriptions(tx: TenantTx, { today }: TaskContext): Promise<TaskResult> {
  const due = await sql<DueSubscription>`
    select s.id, s.customer_id, c.inventory_id, s.amount, s.currency_code, s.frequency, s.receipt_due_day,
      s.next_due_date::text as next_due_date
    from customer_subscriptions s
    join customers c on c.tenant_id = s.tenant_id and c.id = s.customer_id
    where s.status = 1 and s.next_due_date <= ${today}::date
    order by s.id
    for update of s`.execute(tx);
  const actor = automationActor(tx.tenantId);
  const base = await baseCurrency(tx);
  const documents: { subscription_id: string; invoice_id: string; date: string }[] = [];
  const failures: { subscription_id: string; due_date: string; error: string }[] = [];
  for (const s of due.rows) {
    let date = s.next_due_date;
    for (let n = 0; date <= today && n < MAX_PERIODS_PER_RUN; n++) {
      await sql`savepoint subscription_period`.execute(tx);
      try {
        const rate = s.currency_code === base ? undefined : await rateOn(tx, s.currency_code, base, date);
        if (s.currency_code !== base && !rate)
          throw conflict(formatMessage('noExchangeRate', { from: s.currency_code, to: base }));
        const doc = await createMoneyDocument(
          tx,
          actor,
          'customer_debt',
          {
            date,
            inventory_id: s.inventory_id,
            cash_box_id: null,
            to_cash_box_id: null,
            amount: s.amount,
            currency_code: s.currency_code,
            exchange_rate: rate,
            category_id: s.customer_id,
            note: `Subscription ${s.id}, due ${date}`,
          },
          { customerSubscriptionId: s.id },
        );
        const next = nextDueDate(date, s.frequency, s.receipt_due_day);
        await sql`update customer_subscriptions set next_due_date = ${next}, updated_at = now()
          where id = ${s.id}`.execute(tx);
        await sql`release savepoint subscription_period`.execute(tx);
        documents.push({ subscription_id: s.id, invoice_id: doc.invoice_id, date });
        date = next;
      } catch (error) {
        await sql`rollback to savepoint subscription_period`.execute(tx);
        failures.push({ subscription_id: s.id, due_date: date, error: describeError(error) });
        break;
      }
    }
  }
  if (documents.length > 0)
    await notify(tx, {
      userIds: await usersWithAbility(tx, 'customer_debt_list'),
      type: 'notify.create',
      message: { key: 'subscription.charged', params: { count: String(documents.length), date: today } },
    });
  return {
    outcome: failures.length > 0 ? 'partial' : 'ok',
    detail: { created: documents.length, documents, failures },
  };
}
