import type { z } from 'zod';

/**
 * Words a validation issue the same way on both sides: a rule key (the spec's rule set: required,
 * max, min, min_value, max_value, numeric, integer, email, regex, one_of, ...) and its parameters.
 * The server renders it in English; the web renders it in the user's language with the field's label.
 */
export interface IssueWording {
  rule: string;
  params: Record<string, string | number>;
}

type Issue = z.core.$ZodRawIssue;

export function issueWording(issue: Issue): IssueWording {
  const i = issue as Issue & {
    input?: unknown;
    minimum?: number | bigint;
    maximum?: number | bigint;
    origin?: string;
    values?: unknown[];
    format?: string;
  };
  switch (i.code) {
    case 'invalid_type':
      if (i.input === undefined || i.input === null) return { rule: 'required', params: {} };
      return { rule: i.expected === 'number' ? 'numeric' : 'invalid', params: {} };
    case 'too_small':
      if (i.origin === 'string' && Number(i.minimum) === 1) return { rule: 'required', params: {} };
      if (i.origin === 'string') return { rule: 'min', params: { min: Number(i.minimum) } };
      if (i.origin === 'array') return { rule: 'min_items', params: { min: Number(i.minimum) } };
      return { rule: 'min_value', params: { min: Number(i.minimum) } };
    case 'too_big':
      if (i.origin === 'string') return { rule: 'max', params: { max: Number(i.maximum) } };
      if (i.origin === 'array') return { rule: 'max_items', params: { max: Number(i.maximum) } };
      return { rule: 'max_value', params: { max: Number(i.maximum) } };
    case 'invalid_format':
      if (i.format === 'email') return { rule: 'email', params: {} };
      return { rule: 'regex', params: {} };
    case 'invalid_value':
      return { rule: 'one_of', params: { values: (i.values ?? []).join(', ') } };
    case 'invalid_union':
      if (i.input === undefined || i.input === null || i.input === '')
        return { rule: 'required', params: {} };
      return { rule: 'invalid', params: {} };
    case 'not_multiple_of':
      return { rule: 'integer', params: {} };
    default:
      return { rule: 'invalid', params: {} };
  }
}

const ENGLISH: Record<string, string> = {
  required: 'The {field} field is required.',
  min: 'The {field} must be at least {min} characters.',
  max: 'The {field} may not be greater than {max} characters.',
  min_value: 'The {field} must be at least {min}.',
  max_value: 'The {field} may not be greater than {max}.',
  min_items: 'Choose at least {min} for {field}.',
  max_items: 'Choose at most {max} for {field}.',
  numeric: 'The {field} must be a number.',
  integer: 'The {field} must be an integer.',
  email: 'The {field} must be a valid email address.',
  regex: 'The {field} format is invalid.',
  one_of: 'The selected {field} is invalid.',
  invalid: 'The {field} is invalid.',
};

/** "group_id" -> "group", "default_branch_id" -> "default branch". */
export const fieldWords = (path: readonly PropertyKey[]): string => {
  const last = [...path].reverse().find((p) => typeof p === 'string') as string | undefined;
  return (last ?? 'value').replace(/_id$/, '').replaceAll('_', ' ');
};

export function englishMessage(issue: Issue): string {
  const { rule, params } = issueWording(issue);
  const template = ENGLISH[rule] ?? ENGLISH.invalid!;
  return template.replace(/\{(\w+)\}/g, (_, k: string) =>
    k === 'field' ? fieldWords(issue.path ?? []) : String(params[k] ?? ''),
  );
}
