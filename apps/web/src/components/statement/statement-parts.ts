import type { Endpoint, EndpointInput } from '@bb/contracts';
import dayjs from 'dayjs';
import { saveFile } from '../raw-call';

/** The statements' default period: the start of this month to today. */
export function monthToDate(): [string, string] {
  return [dayjs().startOf('month').format('YYYY-MM-DD'), dayjs().format('YYYY-MM-DD')];
}

/** POST a declared export and save the xlsx under the server's file name, else the given one. */
export async function downloadExport<E extends Endpoint>(
  endpoint: E,
  body: EndpointInput<E>['body'],
  fallback: string,
): Promise<void> {
  await saveFile(endpoint, { body } as EndpointInput<E>, `${fallback}.xlsx`);
}
