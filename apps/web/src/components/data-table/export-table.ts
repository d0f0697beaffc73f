import type { TableDecl } from '@bb/contracts';
import { saveFile } from '../raw-call';

/**
 * Calls the list's declared export (POST {path}/export) and saves the xlsx the server streams, under the
 * name it gives (the section title and the local date-time), else one made the same way here.
 */
export function exportTable(
  table: TableDecl,
  body: Record<string, unknown> & { title?: string; localTime?: string },
): Promise<string> {
  return saveFile(
    table.export,
    { body },
    `${body.title ?? 'export'} ${(body.localTime ?? '').replace(':', '-')}.xlsx`,
  );
}
