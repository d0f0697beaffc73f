/**
 * Hostile inputs for every operation of the app's OpenAPI document (test/fuzz.test.ts): a plausible
 * request is built from each operation's schemas, then one part at a time is replaced by something a
 * careless or malicious client might send.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  minItems?: number;
  nullable?: boolean;
}

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, e.g. /api/sale/{id}. */
  path: string;
  params: Parameter[];
  body?: JsonSchema;
}

export interface OpenApiDoc {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
}

export function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const body = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content?.['application/json']?.schema;
      ops.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        params: op.parameters ?? [],
        ...(body ? { body } : {}),
      });
    }
  return ops;
}

/** A leaf of a request: where it sits, its name and schema. */
export interface Leaf {
  path: (string | number)[];
  name: string;
  schema: JsonSchema;
}

const options = (s: JsonSchema) => s.anyOf ?? s.oneOf ?? [];
const types = (s: JsonSchema): string[] => {
  const own = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  return [...own, ...options(s).flatMap(types)];
};

/** Looks like a date: a YYYY-MM-DD pattern or format, or a name ending in date. */
export const isDateLike = (l: Leaf) =>
  /date$|_at$|^(from|to)$/i.test(l.name) ||
  [l.schema, ...options(l.schema)].some((s) => s.format === 'date' || /\\d\{4\}\)?-/.test(s.pattern ?? ''));

/** A leaf whose schema takes more than a fixed set of values (not an enum, a constant or a boolean). */
export const isFreeForm = (l: Leaf) =>
  ![l.schema, ...options(l.schema)].every((s) => s.enum || s.const !== undefined || s.type === 'boolean');

/** Looks like a number: a number type or a name of an amount, a quantity, a price or a rate. */
export const isNumberLike = (l: Leaf) =>
  types(l.schema).some((t) => t === 'number' || t === 'integer') ||
  /amount|price|quantity|qty|rate|discount|cost|total|balance|value|percent|minus|limit/.test(l.name);

/**
 * A value the schema probably accepts; ids are `idValue` (a row of the tenant). Objects carry their
 * required properties only, unless `all` (used to list every leaf that can be sent).
 */
export function sample(s: JsonSchema | undefined, name: string, idValue: string, all = false): unknown {
  if (!s) return 'x';
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum.find((v) => v !== '' && v !== null) ?? s.enum[0];
  const opts = options(s);
  // a decimal sent as text or number
  if (opts.some((o) => o.type === 'number') && opts.some((o) => o.type === 'string' && !o.pattern && !o.enum))
    return '1';
  if (opts.length)
    return sample(
      opts.find((o) => !(o.enum?.length === 1 && o.enum[0] === '')),
      name,
      idValue,
      all,
    );
  if (s.allOf?.length) return sample(Object.assign({}, ...s.allOf), name, idValue, all);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'object' || s.properties) {
    const out: Record<string, unknown> = {};
    for (const [k, p] of Object.entries(s.properties ?? {}))
      if (all || s.required?.includes(k)) out[k] = sample(p, k, idValue, all);
    return out;
  }
  if (type === 'array') {
    const item = sample(s.items, name, idValue, all);
    return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => item);
  }
  if (type === 'integer' || type === 'number') {
    const min = s.minimum !== undefined ? s.minimum + (s.exclusiveMinimum === true ? 1 : 0) : 1;
    return Math.min(Math.max(min, 1), s.maximum ?? 1);
  }
  if (type === 'boolean') return false;
  const pattern = s.pattern ?? '';
  if (s.format === 'date' || /\\d\{4\}\)?-/.test(pattern) || /date$/i.test(name)) return '2026-01-15';
  if (s.format === 'date-time') return '2026-01-15T10:00:00Z';
  if (s.format === 'email') return 'someone@example.com';
  if (pattern.includes('[A-Z]{3}') || /currency/.test(name)) return 'IQD';
  if (pattern.includes('\\d{1,18}') || /(^|_)id$/.test(name)) return idValue;
  if (pattern.includes('[a-z]')) return 'id';
  if (/amount|price|quantity|qty|rate|cost|discount/.test(name)) return '1';
  return 'x'.repeat(Math.max(1, s.minLength ?? 1));
}

/** Every leaf of a sampled value (arrays by their first item), with the schema that produced it. */
export function leavesOf(s: JsonSchema | undefined, value: unknown, path: (string | number)[] = []): Leaf[] {
  const name = String([...path].reverse().find((p) => typeof p === 'string') ?? '');
  if (Array.isArray(value)) {
    const inner = s?.items ?? options(s ?? {}).find((o) => o.items)?.items;
    return value.length ? leavesOf(inner, value[0], [...path, 0]) : [];
  }
  if (value && typeof value === 'object') {
    const props = s?.properties ?? Object.assign({}, ...options(s ?? {}).map((o) => o.properties ?? {}));
    return Object.entries(value).flatMap(([k, v]) => leavesOf(props[k], v, [...path, k]));
  }
  return [{ path, name, schema: s ?? {} }];
}

/** A copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const list = Array.isArray(value) || (value === undefined && typeof head === 'number');
  const copy = (list ? [...((value as unknown[]) ?? [])] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = withLeaf(copy[head!], rest, leaf);
  return copy;
}

export const NUL = 'a\u0000b';

/**
 * The replacements tried one leaf at a time: a NUL everywhere, an impossible date, the largest number a
 * field may hold (1e15, the spec's bound: it must fit the column behind the field).
 */
export function hostileValues(l: Leaf): unknown[] {
  return [NUL, ...(isDateLike(l) ? ['2026-02-30'] : []), ...(isNumberLike(l) ? ['1000000000000000'] : [])];
}

/**
 * The replacements tried on every matching leaf of a request at once (the answer must still be a
 * refusal or a harmless success): more impossible dates, more huge numbers, other types than the field's.
 */
export const HOSTILE_SETS: { label: string; pick: (l: Leaf) => unknown }[] = [
  ...['2026-13-01', '0000-01-01'].map((d) => ({
    label: `dates ${d}`,
    pick: (l: Leaf) => (isDateLike(l) ? d : undefined),
  })),
  ...[1e16, '1e400', '-99999999999999999999', 'NaN'].map((n) => ({
    label: `numbers ${n}`,
    pick: (l: Leaf) => (isNumberLike(l) ? n : undefined),
  })),
  ...[{ a: 1 }, ['x'], true].map((v) => ({
    label: `every leaf ${JSON.stringify(v)}`,
    pick: () => v,
  })),
];

/** The value as a query-string value (lists and objects as JSON, as the web sends them). */
export const queryText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
