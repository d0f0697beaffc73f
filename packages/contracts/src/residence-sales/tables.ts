import { defineTable } from '../endpoints/table.js';
import { RESIDENCE_AGEING_ACCESS, RESIDENCE_AGEING_PATHS } from './returns.js';

/** The overdue ageing of residence instalments per customer and per project. */
export const RESIDENCE_AGEING_TABLES = {
  customer: defineTable({
    path: RESIDENCE_AGEING_PATHS.customer,
    tag: 'residence',
    access: [...RESIDENCE_AGEING_ACCESS],
  }),
  project: defineTable({
    path: RESIDENCE_AGEING_PATHS.project,
    tag: 'residence',
    access: [...RESIDENCE_AGEING_ACCESS],
  }),
};
