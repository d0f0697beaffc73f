import { issueWording } from '@bb/contracts';
import type { LooseT } from '../loose-t';

type RawIssue = Parameters<typeof issueWording>[0];

/** What the form machinery needs of a zod schema (any zod type fits). */
export interface SchemaLike {
  safeParse(
    value: unknown,
    params?: { reportInput?: boolean },
  ): { success: true; data: unknown } | { success: false; error: { issues: readonly unknown[] } };
}

interface Issue {
  path: readonly PropertyKey[];
}

export const isEmptyValue = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * One issue in the user's language with the field's translated label, from the shared wording
 * (contracts/validation.ts): "The Name field is required." An empty value is always "required": the
 * issue only arose because the field takes no blank.
 */
export function issueMessage(issue: unknown, label: string, t: LooseT, value?: unknown): string {
  const { rule, params } = issueWording(issue as RawIssue);
  const key = isEmptyValue(value) ? 'required' : rule;
  return t(`table:validation.${key}`, {
    field: label,
    ...params,
    defaultValue: t('table:validation.invalid', { field: label }),
  });
}

/** The first problem of one value against its field schema, worded; undefined when it is fine. */
export function validateValue(
  schema: SchemaLike,
  value: unknown,
  label: string,
  t: LooseT,
): string | undefined {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return issue ? issueMessage(issue, label, t, value) : undefined;
}

/** Every problem of a whole body, worded and grouped by top-level field. */
export function validateObject(
  schema: SchemaLike,
  values: Record<string, unknown>,
  labelOf: (key: string) => string,
  t: LooseT,
): { data?: unknown; errors: Record<string, string[]> } {
  const result = schema.safeParse(values, { reportInput: true });
  if (result.success) return { data: result.data, errors: {} };
  const errors: Record<string, string[]> = {};
  for (const raw of result.error.issues) {
    const field = String((raw as Issue).path[0] ?? '_');
    const message = issueMessage(raw, labelOf(field), t, values[field]);
    errors[field] = [...(errors[field] ?? []), message];
  }
  return { errors };
}

/** A field is required when its schema refuses "nothing" (no default, not optional). */
export function isRequired(schema: SchemaLike): boolean {
  return !schema.safeParse(undefined).success;
}

/** The schema's default (z.default) for a new record, if it has one. */
export function defaultOf(schema: SchemaLike): unknown {
  const r = schema.safeParse(undefined);
  return r.success && r.data !== null ? r.data : undefined;
}

/** Whether the schema takes this sample as it is (does the field want numbers or text, negatives?). */
export const accepts = (schema: SchemaLike, sample: unknown) => schema.safeParse(sample).success;
