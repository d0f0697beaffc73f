import { dec, formatMessage, MESSAGES, toText } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import { assertConnected } from '../documents/branch-scope.js';
import { SALE_RETURNED } from './receipt-document.js';

export const KEY_OVERRIDE = 'residence_key_handover_override';

/**
 * Hands a sale's key over (issue 17): once, on or after the sale date, and only when what is paid on the sale
 * covers its pre-key portion, unless the user holds the override ability; the sale keeps who, when and whether
 * the rule was overridden, and its audit trigger logs the change.
 */
export async function handOverKey(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
  input: { date: string; note: string | null },
) {
  const sale = (
    await sql<{
      inventory_id: string;
      date: string;
      pre_key_amount: string;
      currency_code: string;
      key_handed_over_on: string | null;
      returned: boolean;
    }>`select inventory_id, date::text as date, pre_key_amount, currency_code, key_handed_over_on::text as key_handed_over_on,
        returned from residence_sales where id = ${id} for update`.execute(tx)
  ).rows[0];
  if (!sale) throw notFound();
  await assertConnected(tx, auth, sale.inventory_id);
  if (sale.returned) throw conflict(SALE_RETURNED);
  if (sale.key_handed_over_on)
    throw conflict(formatMessage('keyHandedOver', { date: String(sale.key_handed_over_on) }));
  if (input.date < sale.date) throw invalid({ date: [MESSAGES.handoverBeforeSale] });
  const paid = (
    await sql<{ paid: string }>`select coalesce(sum(a.amount), 0)::text as paid
      from residence_receipt_allocations a
      join residence_sale_instalments i on i.tenant_id = a.tenant_id and i.id = a.instalment_id
      where i.residence_sale_id = ${id}`.execute(tx)
  ).rows[0]!.paid;
  const short = dec(paid).lt(sale.pre_key_amount);
  const may = auth.isSuperuser || auth.abilities.has(KEY_OVERRIDE);
  if (short && !may)
    throw conflict(
      formatMessage('keyBeforePreKey', {
        paid: toText(paid),
        amount: toText(sale.pre_key_amount),
        currency: sale.currency_code,
      }),
    );
  await sql`update residence_sales set key_handed_over_on = ${input.date}, key_handed_over_by = ${auth.userId},
      key_handover_overridden = ${short}, key_handover_note = ${input.note}, updated_at = now()
    where id = ${id}`.execute(tx);
  return { id, key_handed_over_on: input.date, key_handover_overridden: short };
}
