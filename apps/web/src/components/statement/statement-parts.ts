import type { Endpoint, EndpointInput } from '@bb/contracts';
import dayjs from 'dayjs';
import { documentTypeLabels, journalDescriptionLabels } from '../ledger-names';
import { saveFile } from '../raw-call';
import { sheetWordNames } from '../sheet-words';

/** The statements' default period: the start of this month to today. */
export function monthToDate(): [string, string] {
  return [dayjs().startOf('month').format('YYYY-MM-DD'), dayjs().format('YYYY-MM-DD')];
}

/**
 * POST a declared export (a statement's `exportOf`) and save the xlsx under the server's file name, else
 * the given one. The body carries the fixed journal descriptions' names, the sheet's fixed words (headers,
 * opening and closing rows) and the document types' names in the user's language, so the sheet names them
 * as the screen does.
 */
export async function downloadExport<E extends Endpoint>(
  endpoint: E,
  body: EndpointInput<E>['body'],
  fallback: string,
): Promise<void> {
  const named = {
    ...(body as object),
    descriptions: journalDescriptionLabels(),
    words: sheetWordNames(),
    documentTypes: documentTypeLabels(),
  };
  await saveFile(endpoint, { body: named } as EndpointInput<E>, `${fallback}.xlsx`);
}
