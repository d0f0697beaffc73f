import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import type { ResourceRules } from '../../platform/resources/bindings.js';
import { notify, usersWithAbility } from '../notifications/writer.js';

/**
 * A new letter is announced to the holders of `hr_letter_list` (record type `hr_letter`, the spec's jump
 * rule: the letters list filtered to it on the day it was written). Letters are not numbered, so the
 * list is matched on the letter's id. A resource's write hook serves create and update alike: a row whose
 * `updated_at` equals its `created_at` was inserted by this transaction (now() is the transaction's time).
 */
export const LETTER_RULES: ResourceRules = {
  async afterWrite(tx: TenantTx, id: string) {
    const letter = (
      await sql<{
        subject: string;
        employee: string | null;
        fresh: boolean;
        day: string;
        actor: string | null;
      }>`
        select l.subject, e.name as employee, l.created_at = l.updated_at as fresh,
          l.created_at::date::text as day, (select u.name from users u where u.id = ${tx.userId ?? null}) as actor
        from hr_letters l left join hr_employees e on e.tenant_id = l.tenant_id and e.id = l.employee_id
        where l.id = ${id}`.execute(tx)
    ).rows[0];
    if (!letter?.fresh) return;
    await notify(tx, {
      userIds: await usersWithAbility(tx, 'hr_letter_list'),
      type: 'notify.create',
      message: {
        key: 'hr_letter.created',
        params: { subject: letter.subject, employee: letter.employee ?? '—', actor: letter.actor ?? '' },
      },
      modelType: 'hr_letter',
      modelId: id,
      modelDate: letter.day,
    });
  },
};
