import type { Endpoint, EndpointRequest, EndpointResult } from '@bb/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RouteAccess } from './access.js';
import type { App } from './app-types.js';

type Handler<E> = (
  req: FastifyRequest & EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResult<E> | FastifyReply> | EndpointResult<E> | FastifyReply;

/**
 * Registers a handler against an endpoint declared in contracts: method, path, schemas (validated with a
 * 422 naming the field), the answer's schema (in OpenAPI, and how the answer is written) and the access
 * rule all come from the declaration.
 */
export function handle<E extends Endpoint>(app: App, endpoint: E, handler: Handler<E>): void {
  const status = endpoint.status ?? 200;
  app.route({
    method: endpoint.method,
    url: `/api/${endpoint.path}`,
    schema: {
      tags: [endpoint.tag],
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [status]: endpoint.response },
    },
    config: {
      access: endpoint.access as RouteAccess,
      ...(endpoint.downloadToken ? { downloadToken: true } : {}),
    },
    handler: async (req, reply) => {
      const out = await handler(req as FastifyRequest & EndpointRequest<E>, reply);
      // a file answer is sent by the handler itself (its own content type, a stream), which returns the reply
      if (reply.sent || out === reply) return reply;
      return reply.status(status).send(out);
    },
  });
}

/**
 * Writes answers through their declared schema. Strict (the tests): an answer that does not match its
 * schema fails the request, so a drift between a declaration and its handler fails a test. Lenient (a
 * running server): the mismatch is logged and the answer goes out as the handler made it, so a user never
 * meets a 500 for it.
 */
export function responseSerializer(
  strict: boolean,
  warn: (detail: object, message: string) => void,
): (route: { schema: unknown; method: string; url: string }) => (data: unknown) => string {
  return ({ schema, method, url }) =>
    (data: unknown) => {
      if (!(schema instanceof z.ZodType)) return JSON.stringify(data);
      const encoded = z.safeEncode(schema, data);
      if (encoded.success) return JSON.stringify(encoded.data);
      if (strict)
        throw new Error(`${method} ${url}: the answer does not match its schema: ${encoded.error.message}`);
      warn(
        { method, url, issues: encoded.error.issues.slice(0, 5) },
        'answer does not match its declared schema',
      );
      return JSON.stringify(data);
    };
}
