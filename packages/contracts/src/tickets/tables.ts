import { defineTable } from '../endpoints/table.js';
import { TICKET_LIST } from './endpoints.js';

/** The tickets list (table protocol). */
export const TICKET_TABLE = defineTable({ path: TICKET_LIST, tag: 'tickets', access: ['ticket_list'] });
