import dayjs from 'dayjs';
import { dispositionFileName, rawCall, saveBlob } from '../raw-call';

/** The statements' default period: the start of this month to today. */
export function monthToDate(): [string, string] {
  return [dayjs().startOf('month').format('YYYY-MM-DD'), dayjs().format('YYYY-MM-DD')];
}

/** POST an export and save the xlsx under the server's file name, else the given one. */
export async function downloadExport(path: string, body: Record<string, unknown>, fallback: string) {
  const response = await rawCall(path, { json: body });
  const blob = await response.blob();
  saveBlob(blob, dispositionFileName(response.headers.get('content-disposition')) ?? `${fallback}.xlsx`);
}
