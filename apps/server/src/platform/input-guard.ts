import { fieldWords } from '@bb/contracts';
import type { FastifyInstance } from 'fastify';
import { type FieldErrors, invalid } from './errors.js';

const NUL = '\u0000';
/** At most this many fields are named in one answer (a body could hold thousands). */
const MAX_FIELDS = 20;

export const nulMessage = (path: readonly (string | number)[]) =>
  `The ${fieldWords(path)} may not contain the NUL character.`;

const isPlain = (v: unknown): v is Record<string, unknown> => {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * Every field of `value` (strings, and keys of objects, at any depth) holding a NUL character, by its
 * path ('lines.0.note'). PostgreSQL stores no NUL in text or jsonb (error 22021 / 22P05), so such a value
 * is refused on its field before any work is done. Iterative, so a deeply nested body cannot overflow.
 */
export function nulFields(value: unknown, errors: FieldErrors = {}): FieldErrors {
  const stack: [unknown, (string | number)[]][] = [[value, []]];
  const add = (path: (string | number)[]) => {
    if (Object.keys(errors).length < MAX_FIELDS) errors[path.join('.') || '_'] = [nulMessage(path)];
  };
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes(NUL)) add(path);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => {
        stack.push([item, [...path, i]]);
      });
    } else if (isPlain(v)) {
      for (const [k, item] of Object.entries(v)) {
        if (k.includes(NUL)) add([...path, k.replaceAll(NUL, '')]);
        else stack.push([item, [...path, k]]);
      }
    }
  }
  return errors;
}

/**
 * Refuses, for every route, a request whose path parameters, query or body hold a NUL character anywhere
 * (422 naming the fields). It runs after the route's schema, so values the schema decoded (a JSON list in
 * the query string) are seen too. Multipart fields are read by the handlers: platform/files/multipart.ts
 * checks them.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const errors: FieldErrors = {};
    for (const part of [request.params, request.query, request.body]) nulFields(part, errors);
    if (Object.keys(errors).length > 0) throw invalid(errors);
  });
}
