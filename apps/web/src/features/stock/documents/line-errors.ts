import type { FormInstance } from 'antd';
import { translateFieldMessage } from '../../../components/form/server-errors';
import type { LooseT } from '../../../components/loose-t';
import { isApiError } from '../../../platform/api/api-error';
import { notify } from '../../../platform/notify';
import { reportError } from '../../../platform/report-error';

/**
 * A refused document save: 422 errors of header fields go onto the form, `lines.N.*` onto line N, the
 * rest (and every other failure) to the error notification.
 */
export function applyDocumentErrors(
  error: unknown,
  form: FormInstance,
  headerFields: readonly string[],
  t: LooseT,
): Record<number, string[]> {
  if (!isApiError(error) || error.status !== 422) {
    reportError(error);
    return {};
  }
  const lines: Record<number, string[]> = {};
  const onFields: { name: string; errors: string[] }[] = [];
  const rest: string[] = [];
  for (const [path, messages] of Object.entries(error.errors)) {
    const m = /^lines\.(\d+)\.(\w+)$/.exec(path);
    const field = m?.[2] ?? path;
    const worded = messages.map((x) => translateFieldMessage(x, t(`fields.${field}`), t));
    if (m) lines[Number(m[1])] = [...(lines[Number(m[1])] ?? []), ...worded];
    else if (headerFields.includes(path)) onFields.push({ name: path, errors: worded });
    else rest.push(...worded);
  }
  form.setFields(onFields);
  if (rest.length > 0 || (onFields.length === 0 && Object.keys(lines).length === 0))
    notify.errorList(error.message, rest.join('\n'));
  return lines;
}
