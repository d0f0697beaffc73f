import { defineTable } from '../endpoints/table.js';

/** The general ledger: every journal line (table protocol). */
export const GENERAL_LEDGER_TABLE = defineTable({
  path: 'accounting/general-ledger',
  tag: 'ledger',
  access: ['general_ledger'],
});
