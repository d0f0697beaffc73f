import { exportOf } from '@bb/contracts';
import dayjs from 'dayjs';
import { useState } from 'react';
import { reportError } from '../../platform/report-error';
import { downloadExport } from './statement-parts';

/**
 * The xlsx export of a statement: POST `{path}/export` with the screen's query; the file downloads. Without
 * a `title` the server names the file (a detail statement: the supplier's name and the currency).
 */
export function useStatementExport(
  read: Parameters<typeof exportOf>[0],
  params: Record<string, string> | null,
  title?: string,
) {
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    if (!params) return;
    setExporting(true);
    try {
      await downloadExport(
        exportOf(read),
        { ...params, ...(title ? { title } : {}), localTime: dayjs().format('YYYY-MM-DD HH:mm') },
        title ?? 'statement',
      );
    } catch (e) {
      reportError(e);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, onExport: () => void onExport() };
}
