import { sql } from 'kysely';
import type { ResourceRules } from '../../platform/resources/bindings.js';

/** Cash boxes beyond their declaration: the balance from the journal, one default box per branch and currency. */
export const CASH_BOX_RULES: ResourceRules = {
  computed: {
    balance: sql`(select coalesce(sum(l.amount), 0) from journal_lines l where l.tenant_id = x.tenant_id and l.cash_box_id = x.id)`,
  },
  afterWrite: async (tx, id, input) => {
    if (!input.is_default) return;
    await sql`update cash_boxes set is_default = false where id <> ${id} and currency_code = ${input.currency_code}
      and inventory_id is not distinct from ${input.inventory_id ?? null} and is_default`.execute(tx);
  },
};
