import { createReadStream } from 'node:fs';
import type { Endpoint, EndpointResult, imageFormEndpoints } from '@bb/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authOf, tenantTx } from '../access.js';
import type { App } from '../app-types.js';
import { handle } from '../endpoints.js';
import { invalid, notFound } from '../errors.js';
import { readForm } from './multipart.js';
import type { FileStore } from './storage.js';

/**
 * A record edited in a dialog with one optional image (catalog items, residence units): the dialog posts
 * multipart (text fields and an `image` file) or JSON, creates by POST, and updates by POST with the
 * method override (multipart cannot PUT from every browser form) or by PUT.
 */

const IMAGE_LIMITS = {
  field: 'image',
  accept: ['image'] as const,
  maxBytes: 5 * 1024 * 1024,
  wrongType: 'File type must be an image',
};

/** Multipart sends every field as text: '' and 'null' (the spec's "null as empty text") mean not given. */
const fromForm = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '' && v !== 'null' && v !== 'undefined'));

/** Parses with the schema, refusing with 422 and the errors by field path. */
function parseOr422<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const i of parsed.error.issues) {
    const key = i.path.join('.') || '_';
    errors[key] = [...(errors[key] ?? []), i.message];
  }
  throw invalid(errors);
}

export interface ImageForm<T> {
  input: T;
  /** The stored image, when one was sent. */
  imageKey: string | undefined;
}

/**
 * Reads the dialog's multipart or JSON body: the fields parsed by the schema, the first `image` file stored
 * (other files are skipped). Invalid fields remove the stored image again.
 */
export async function readImageForm<S extends z.ZodType>(
  req: FastifyRequest,
  files: FileStore,
  tenantId: string,
  schema: S,
): Promise<ImageForm<z.output<S>>> {
  if (!req.isMultipart()) return { input: parseOr422(schema, req.body ?? {}), imageKey: undefined };
  let imageKey: string | undefined;
  let fields: Record<string, string>;
  try {
    const form = await readForm(req, IMAGE_LIMITS.field, async (f) => {
      if (f.fieldname !== 'image' || imageKey) f.file.resume();
      else imageKey = (await files.save(tenantId, f.file, IMAGE_LIMITS)).key;
    });
    fields = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.at(-1)!]));
  } catch (e) {
    if (imageKey) await files.remove(imageKey);
    throw e;
  }
  try {
    return { input: parseOr422(schema, fromForm(fields)), imageKey };
  } catch (e) {
    if (imageKey) await files.remove(imageKey);
    throw e;
  }
}

/** Runs the save; if it fails, the image it would have kept is removed. */
async function keepImageIfSaved<R>(
  files: FileStore,
  imageKey: string | undefined,
  save: () => Promise<R>,
): Promise<R> {
  try {
    return await save();
  } catch (e) {
    if (imageKey) await files.remove(imageKey);
    throw e;
  }
}

interface Saved {
  id: string;
  /** The image the update replaced, removed once the update is committed. */
  previousImage?: string | null;
}

type FormEndpoints = ReturnType<typeof imageFormEndpoints>;

/**
 * The create and update routes of an image form declared with `imageFormEndpoints`: POST base (201 with
 * what `create` answers), POST base/:id (the method override) and PUT base/:id (answer `{ id }`).
 */
export function registerImageFormRoutes<
  S extends z.ZodType,
  E extends Pick<FormEndpoints, 'update' | 'replace'> & { create: Endpoint },
>(
  app: App,
  opts: {
    endpoints: E;
    schema: S;
    create: (
      req: FastifyRequest,
      input: z.output<S>,
      imageKey: string | undefined,
    ) => Promise<EndpointResult<E['create']>>;
    update: (
      req: FastifyRequest,
      id: string,
      input: z.output<S>,
      imageKey: string | undefined,
    ) => Promise<Saved>;
  },
): void {
  const { files } = app.deps;
  const tenantOf = (req: FastifyRequest) => authOf(req).tenantId;

  handle(app, opts.endpoints.create, async (req) => {
    const { input, imageKey } = await readImageForm(req, files, tenantOf(req), opts.schema);
    return keepImageIfSaved(files, imageKey, () => opts.create(req, input, imageKey)) as never;
  });

  const update = async (req: FastifyRequest & { params: { id: string } }) => {
    const { input, imageKey } = await readImageForm(req, files, tenantOf(req), opts.schema);
    const out = await keepImageIfSaved(files, imageKey, () =>
      opts.update(req, req.params.id, input, imageKey),
    );
    if (out.previousImage) await files.remove(out.previousImage);
    return { id: out.id };
  };
  handle(app, opts.endpoints.update, update);
  handle(app, opts.endpoints.replace, update);
}

/**
 * GET `{base}/:id/image`: the record's stored image (404 without one). Read with the bearer token, or a
 * download token as `?token=` (platform/access.ts).
 */
export function registerImageRoute(
  app: App,
  endpoint: FormEndpoints['image'],
  table: 'items' | 'residence_units',
): void {
  const { db, files } = app.deps;
  handle(app, endpoint, async (req, reply) => {
    const row = await tenantTx(db, req, (tx) =>
      tx.selectFrom(table).select('image_key').where('id', '=', req.params.id).executeTakeFirst(),
    );
    const key = row?.image_key;
    if (!key) throw notFound();
    const mime = key.endsWith('.png') ? 'image/png' : 'image/jpeg';
    return reply.header('content-type', mime).send(createReadStream(files.pathOf(key)));
  });
}
