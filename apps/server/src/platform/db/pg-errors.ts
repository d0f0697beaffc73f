import { MESSAGES } from '@bb/contracts';
import { conflict, invalid } from '../errors.js';

type PgError = { code?: string; constraint?: string; table?: string };

/** "items_tenant_id_barcode_key" on items -> "barcode". */
export function fieldOfConstraint(e: PgError, table: string): string {
  const name = (e.constraint ?? '').replace(`${table}_`, '').replace(/^tenant_id_/, '');
  return name.replace(/_(key|fkey|check)$/, '') || '_';
}

/**
 * Runs a write and turns a constraint violation a client caused into the error it can act on: a
 * duplicate or a bad reference is a 422 on the field, a row still referenced elsewhere is 'Delete not allowed'.
 */
export async function guarded<T>(
  table: string,
  run: () => Promise<T>,
  opts: { onDelete?: boolean; messages?: Record<string, string> } = {},
): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const e = err as PgError;
    const field = () => fieldOfConstraint(e, table);
    if (e.code === '23505')
      throw invalid({ [field()]: [opts.messages?.[field()] ?? 'This value has already been taken.'] });
    if (e.code === '23503') {
      if (opts.onDelete || e.table !== table) throw conflict(MESSAGES.deleteNotAllowed);
      throw invalid({ [field()]: ['The selected value is invalid.'] });
    }
    if (e.code === '23514') throw invalid({ [field()]: ['The value is out of range.'] });
    throw err;
  }
}
