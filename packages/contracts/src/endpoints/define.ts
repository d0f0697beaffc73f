import { z } from 'zod';
import { sheetWordsInput } from '../sheet-words.js';
import { valueLabels, xlsxAnswer } from '../table.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: anyone, any signed-in user, or holders of any one of the abilities (a superuser always). */
export type EndpointAccess = 'public' | 'authenticated' | readonly [string, ...string[]];

/**
 * An endpoint declared once (DESIGN.md section 7): the server registers its handler against this
 * declaration (platform/endpoints.ts) and the web calls it through `call()` (platform/api/call.ts), so the
 * path, the request and the answer exist in one place. OpenAPI shows the answer's schema.
 */
export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** Under /api/, with `:name` params: `notification-center/:id/seen`. */
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The answer's schema (status `status`, default 200; 201 for creates). */
  response: R;
  status?: number;
  access: EndpointAccess;
  /** The OpenAPI tag (the domain). */
  tag: string;
  /**
   * A multipart body (uploads): the fields are read by the handler's own parser, so `body` is not declared;
   * the web sends a FormData (`sendForm`).
   */
  multipart?: true;
  /** A file address the browser opens itself: it also takes a single-use download token (`?token=`). */
  downloadToken?: true;
}

export function defineEndpoint<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(e: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return e;
}

type In<S> = S extends z.ZodType ? z.input<S> : undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends: the params, query and body the endpoint declares. */
export type EndpointInput<E> = E extends Endpoint<infer P, infer Q, infer B, z.ZodType>
  ? (P extends z.ZodType ? { params: In<P> } : { params?: undefined }) &
      (Q extends z.ZodType ? { query?: In<Q> } : { query?: undefined }) &
      (B extends z.ZodType ? { body: In<B> } : { body?: undefined })
  : never;

/** What a handler receives, parsed. */
export type EndpointRequest<E> = E extends Endpoint<infer P, infer Q, infer B, z.ZodType>
  ? { params: Out<P>; query: Out<Q>; body: Out<B> }
  : never;

/**
 * The answer as the web receives it: the schema's encoded (JSON) side, e.g. an ISO text where the handler
 * returns a Date (see `timestamp`).
 */
export type EndpointOutput<E> = E extends Endpoint<
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined,
  infer R
>
  ? z.input<R>
  : never;

/** What a handler returns: the schema's decoded side (Dates, not their text). */
export type EndpointResult<E> = E extends Endpoint<
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined,
  infer R
>
  ? z.output<R>
  : never;

/** The path with its params filled in (each encoded), without the /api/ prefix. */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`endpoint ${path}: missing param ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A timestamp: a Date in the server's hands, ISO 8601 text on the wire. */
export const timestamp = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** What an export adds to its read's query: the file's title and the browser's local time (its name). */
export const exportExtras = {
  localTime: z.string().max(40).optional(),
  title: z.string().max(120).optional(),
  /** Stored journal description -> its name in the user's language (the fixed ones the server writes). */
  descriptions: valueLabels,
  /** The fixed words of the sheet (headers, opening and closing rows) in the user's language (SHEET_WORDS). */
  words: sheetWordsInput,
  /** Document type id -> its name in the user's language, for a statement's document column. */
  documentTypes: valueLabels,
};

/**
 * The xlsx export of a read (a statement): POST `{path}/export` with the read's query plus a title and the
 * local time, the same access. Derived, so the read and its export cannot drift apart.
 */
export function exportOf<S extends z.ZodRawShape>(read: Endpoint<z.ZodType | undefined, z.ZodObject<S>>) {
  if (!read.query) throw new Error(`endpoint ${read.path}: an export needs the read's query`);
  return defineEndpoint<undefined, undefined, z.ZodObject<S & typeof exportExtras>, typeof xlsxAnswer>({
    method: 'POST',
    path: `${read.path}/export`,
    body: read.query.extend(exportExtras) as unknown as z.ZodObject<S & typeof exportExtras>,
    response: xlsxAnswer,
    access: read.access,
    tag: read.tag,
  });
}
