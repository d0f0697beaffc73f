import type { FormInstance } from 'antd';
import { isApiError } from '../../platform/api/api-error';
import { i18n } from '../../platform/i18n/i18n';
import { translateServerMessage } from '../../platform/i18n/server-messages';
import { notify } from '../../platform/notify';
import { reportError } from '../../platform/report-error';
import type { LooseT } from '../loose-t';

/** Field messages the server words itself (constraint violations, references), by their English text. */
const KNOWN: [RegExp, string][] = [
  [/^(This value|The [\w ]+) has already been taken\.$/, 'table:serverFields.taken'],
  [/^The selected value is invalid\.$/, 'table:validation.one_of'],
  [/^One of the [\w ]+ does not exist\.$/, 'table:validation.one_of'],
  [/^The value is out of range\.$/, 'table:serverFields.outOfRange'],
  [/^Please upload a file\.?$/, 'table:serverFields.uploadFile'],
  [
    /^The default inventory must be one of the connected inventories\.$/,
    'table:serverFields.defaultInventory',
  ],
];

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The server's zod wording (contracts/validation.ts) matched back to its rule through the English texts. */
function englishRules(): [RegExp, string, string[]][] {
  const validation = i18n.getResourceBundle('en', 'table')?.validation as Record<string, string> | undefined;
  return Object.entries(validation ?? {}).map(([rule, text]) => {
    const names: string[] = [];
    const pattern = escapeRe(text).replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, name: string) => {
      names.push(name);
      return '(.+?)';
    });
    return [new RegExp(`^${pattern}$`), rule, names];
  });
}

/** A server field message in the user's language, with the field's label where the wording has one. */
export function translateFieldMessage(message: string, label: string, t: LooseT): string {
  for (const [re, key] of KNOWN) if (re.test(message)) return t(key, { field: label });
  for (const [re, rule, names] of englishRules()) {
    const m = re.exec(message);
    if (!m) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = m[i + 1] ?? '';
    });
    return t(`table:validation.${rule}`, { ...params, field: label });
  }
  return translateServerMessage(message);
}

/**
 * Puts a failed save's 422 field errors onto the form's fields. Errors for fields the form does not
 * show, and every other failure, go to the error notification of the spec's catalogue.
 */
export function applyServerErrors(
  form: FormInstance,
  error: unknown,
  fields: readonly string[],
  labelOf: (key: string) => string,
  t: LooseT,
): void {
  if (!isApiError(error) || error.status !== 422 || Object.keys(error.errors).length === 0) {
    reportError(error);
    return;
  }
  const shown = new Set(fields);
  const rest: string[] = [];
  const onFields: { name: string; errors: string[] }[] = [];
  for (const [field, messages] of Object.entries(error.errors)) {
    const worded = messages.map((m) => translateFieldMessage(m, labelOf(field), t));
    if (shown.has(field)) onFields.push({ name: field, errors: worded });
    else rest.push(...worded);
  }
  form.setFields(onFields);
  if (rest.length > 0) notify.errorList(translateServerMessage(error.message), rest.join('\n'));
}
