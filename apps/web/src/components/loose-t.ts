import { i18n } from '../platform/i18n/i18n';

/**
 * Keys built at run time (`fields.${key}`, `enums.status.active` from the contracts) cannot be checked
 * against the typed translation files; this is `t` without the key check. A missing key answers the
 * `defaultValue` given, else the key itself.
 */
export type LooseT = (key: string, options?: Record<string, unknown>) => string;

export const looseT = (t: unknown): LooseT => t as LooseT;

/** The global `t`, for code outside components (column builders, print). */
export const gt: LooseT = (key, options) => looseT(i18n.t.bind(i18n))(key, options);

/** "default_branch_id" -> "Default branch", "item_show_hidden" -> "Item show hidden". */
export function humanize(key: string): string {
  const words = key.replace(/_id$/, '').replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's label: `resources:fields.<key>`, else the key made readable. */
export function fieldLabel(key: string, t: LooseT = gt): string {
  return t(`resources:fields.${key}`, { defaultValue: humanize(key) });
}

/**
 * The accessible name of an input in a table's row, where the column's header is the only visible label:
 * "Quantity of Paracetamol 500 mg" (`common:fieldOf`).
 */
export const cellLabel = (field: string, name: string): string => gt('common:fieldOf', { field, name });
