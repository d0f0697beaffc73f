import { z } from 'zod';
import { defineEndpoint, type Endpoint, type EndpointAccess } from '../endpoints/define.js';
import { defineTable, type TableDecl } from '../endpoints/table.js';

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });

/**
 * The standard endpoints of a document type (the document kernel registers its lifecycle against them):
 * get, create (idempotent with an Idempotency-Key header), update and delete. Its list is the table-protocol
 * list `table` at `base` (GET, POST /list, POST /export), with the row schema `row` when given.
 */
export function documentEndpoints<
  I extends z.ZodType,
  D extends z.ZodType,
  S extends z.ZodType,
  X extends boolean = true,
>(o: {
  base: string;
  tag: string;
  input: I;
  /** One document with its lines, as `GET base/:id` answers. */
  record: D;
  /** What create and update answer. */
  saved: S;
  /** A row of its list (by default every column its list spec selects, untyped). */
  row?: z.ZodType;
  access: {
    list: EndpointAccess;
    get: EndpointAccess;
    create: EndpointAccess;
    edit: EndpointAccess;
    /** Omitted for a type that is never deleted (transfers are cancelled instead). */
    delete?: EndpointAccess;
    /** Types with a status: who approves (and cancels, when the type can be cancelled). */
    approve?: EndpointAccess;
  };
  /** `base/:id/approve` and `/cancel`: POST, or PUT where the spec says so (transfers). */
  decisionMethod?: 'POST' | 'PUT';
  /** Whether a pending document can be cancelled (`base/:id/cancel`). */
  cancellable?: boolean;
  /** False for a type without a delete endpoint. */
  deletable?: X;
}) {
  const { base, tag, input, record, saved, access } = o;
  const decision = (what: 'approve' | 'cancel') =>
    access.approve
      ? defineEndpoint({
          method: o.decisionMethod ?? 'POST',
          path: `${base}/:id/${what}`,
          params: idParams,
          response: z.object({ id: z.string(), invoice_id: z.string().optional(), status: z.number().int() }),
          access: access.approve,
          tag,
        })
      : undefined;
  return {
    approve: decision('approve'),
    cancel: o.cancellable ? decision('cancel') : undefined,
    base,
    listAccess: access.list,
    table: defineTable({
      path: base,
      tag,
      access: access.list,
      ...(o.row ? { row: o.row } : {}),
    }) as TableDecl,
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      params: idParams,
      response: record,
      access: access.get,
      tag,
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      body: input,
      response: saved,
      status: 201,
      access: access.create,
      tag,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${base}/:id`,
      params: idParams,
      body: input,
      response: saved,
      access: access.edit,
      tag,
    }),
    delete: (o.deletable === false || !access.delete
      ? undefined
      : defineEndpoint({
          method: 'DELETE',
          path: `${base}/:id`,
          params: idParams,
          response: z.void(),
          status: 204,
          access: access.delete,
          tag,
        })) as X extends false ? undefined : Endpoint<typeof idParams, undefined, undefined, z.ZodVoid>,
  } satisfies {
    base: string;
    table: TableDecl;
    listAccess: EndpointAccess;
    approve?: Endpoint;
    cancel?: Endpoint;
    delete?: Endpoint;
  } & Record<'get' | 'create' | 'update', Endpoint>;
}

/** Any document type's endpoints (a type may have no delete). */
export type DocumentEndpoints = Omit<ReturnType<typeof documentEndpoints>, 'delete'> & {
  delete?: Endpoint<typeof idParams, undefined, undefined, z.ZodVoid>;
};
