import { z } from 'zod';
import { defineEndpoint, type EndpointAccess } from './define.js';

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });

/**
 * The calls of a record edited in a dialog with one optional image (catalog items, residence units): the
 * dialog sends multipart (text fields and an `image` file) or JSON; create is POST `base`, update POST
 * `base/:id` (multipart cannot PUT from every browser form) or PUT; the stored image is GET `base/:id/image`
 * (with the bearer token or a download token). The fields are read by the server's form reader, so the body
 * is not declared here; the record's schema is its `input`.
 */
export function imageFormEndpoints<C extends z.ZodType>(o: {
  base: string;
  tag: string;
  created: C;
  access: { create: EndpointAccess; edit: EndpointAccess; image: EndpointAccess };
}) {
  const saved = z.object({ id: z.string() });
  return {
    create: defineEndpoint({
      method: 'POST',
      path: o.base,
      multipart: true,
      response: o.created,
      status: 201,
      access: o.access.create,
      tag: o.tag,
    }),
    update: defineEndpoint({
      method: 'POST',
      path: `${o.base}/:id`,
      params: idParams,
      multipart: true,
      response: saved,
      access: o.access.edit,
      tag: o.tag,
    }),
    replace: defineEndpoint({
      method: 'PUT',
      path: `${o.base}/:id`,
      params: idParams,
      multipart: true,
      response: saved,
      access: o.access.edit,
      tag: o.tag,
    }),
    image: defineEndpoint({
      method: 'GET',
      path: `${o.base}/:id/image`,
      params: idParams,
      query: z.object({ token: z.string().optional(), v: z.string().max(60).optional() }),
      response: z.string().describe('The image (image/jpeg or image/png)'),
      access: o.access.image,
      downloadToken: true,
      tag: o.tag,
    }),
  };
}
