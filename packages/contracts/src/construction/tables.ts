import { defineTable, type TableDecl } from '../endpoints/table.js';
import { QUANTIFICATION_LISTS } from './endpoints.js';

/** The quantification lists per line, per building and per project. */
export const QUANTIFICATION_TABLES = Object.fromEntries(
  Object.entries(QUANTIFICATION_LISTS).map(([level, path]) => [
    level,
    defineTable({ path, tag: 'construction', access: ['construction_quantification'] }),
  ]),
) as unknown as Record<keyof typeof QUANTIFICATION_LISTS, TableDecl>;
