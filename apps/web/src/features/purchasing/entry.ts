import type { Endpoint } from '@bb/contracts';
import { Form, type FormInstance } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { selectLine } from '../../components/document/line-columns';
import { readDocumentForm, useDocumentSave } from '../../components/document/useDocumentEntry';
import { useDocumentLines } from '../../components/document/useDocumentLines';
import { looseT } from '../../components/loose-t';
import { useScreenTitle } from '../../components/useScreenTitle';
import { useAuthUser } from '../../platform/auth/session';
import { notify } from '../../platform/notify';
import { focusIfIdle, isPositive } from './calc';
import type { ItemSearchHandle } from './ItemSearch';

/**
 * The entry form's values once its fields pass and every line has a positive quantity (else null, with
 * the field errors or the 'quantity needed' message shown).
 */
export async function readEntry(
  form: FormInstance,
  lines: { quantity: string }[],
  needQuantity: string,
): Promise<Record<string, string | null | undefined> | null> {
  const v = await readDocumentForm(form);
  if (!v) return null;
  if (lines.length === 0 || lines.some((l) => !isPositive(l.quantity))) {
    notify.error(needQuantity);
    return null;
  }
  return v;
}

/** The currency of the body, with its rate only when it is not the base currency and one is given. */
export function currencyPart(v: Record<string, string | null | undefined>, base: string) {
  const c = v.currency_code ?? base;
  return { currency_code: c, ...(c !== base && v.exchange_rate ? { exchange_rate: v.exchange_rate } : {}) };
}

/** Focuses the search box once the form is filled, unless the user is already in a field. */
export function focusSearchSoon(search: { current: { focus: () => void } | null }) {
  setTimeout(() => focusIfIdle(() => search.current?.focus()), 300);
}

/** The party, branch and note of the body (blank note sent as null). */
export function partyPart(v: Record<string, string | null | undefined>) {
  return { supplier_id: v.supplier_id ?? '', inventory_id: v.inventory_id ?? '', note: v.note || null };
}

/** An order or return entry declared: its title routes, endpoints, header fields, where it shows when saved. */
export interface EntryDecl<C extends Endpoint, U extends Endpoint> {
  /** The route of the edit and of the add screen (their titles), and the fallback title key and name. */
  routes: { edit: string; add: string };
  title: [key: string, fallback: string];
  endpoints: { create: C; update: U };
  fields: string[];
  viewPath: (id: string) => string;
}

/** Declares an entry whose lines are `L` (given first; the endpoints' types follow from the declaration). */
export const defineEntry =
  <L extends { key: string; quantity: string }>() =>
  <C extends Endpoint, U extends Endpoint>(decl: EntryDecl<C, U>) =>
    decl as EntryDecl<C, U> & { line?: L };

/**
 * What an order or return entry starts from: the record being edited (route id), the title (edit or add
 * route), the form, the lines (`add` puts one on top and selects its first input), the search box, and
 * `read` and `save` for the Save button.
 */
export function useEntryBasics<
  L extends { key: string; quantity: string },
  C extends Endpoint,
  U extends Endpoint,
>(decl: EntryDecl<C, U> & { line?: L }) {
  const { t } = useTranslation('purchasing');
  const lt = looseT(t);
  const editId = useParams().id ?? null;
  const {
    routes,
    title: [titleKey, titleFallback],
    endpoints,
    fields,
    viewPath,
  } = decl;
  const title = useScreenTitle(editId ? routes.edit : routes.add, titleKey, titleFallback);
  const [form] = Form.useForm();
  const search = useRef<ItemSearchHandle>(null);
  const area = useRef<HTMLDivElement>(null);
  const { put, ...lines } = useDocumentLines<L>();
  const add = (...args: Parameters<typeof put>) => selectLine(area.current, put(...args));
  const save = useDocumentSave(endpoints, { fields, viewPath, editId, form, t: lt });
  const read = () => readEntry(form, lines.lines, t('lines.needQuantity'));
  return { t, lt, editId, user: useAuthUser(), title, form, search, area, add, read, save, ...lines };
}
