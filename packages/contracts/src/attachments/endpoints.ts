import { z } from 'zod';
import { defineEndpoint, timestamp } from '../endpoints/define.js';

const tag = 'attachments';
const id = z.string().regex(/^\d{1,18}$/, 'Not a valid id.');
const idParams = z.object({ id });

/** A stored file of a record (an image, a PDF or a voice note). */
export const attachmentRecord = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  model_id: z.string(),
  kind: z.enum(['image', 'pdf', 'audio']),
  mime: z.string(),
  size: z.number().int(),
  created_at: timestamp,
  user_name: z.string().nullable(),
  /** The stored file's name with its extension. */
  attachment: z.string(),
});
export type Attachment = z.input<typeof attachmentRecord>;

const uploaded = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      model_type: z.string(),
      model_id: z.string(),
      kind: z.enum(['image', 'pdf', 'audio']),
      mime: z.string(),
      size: z.number().int(),
      created_at: timestamp,
    }),
  ),
});

/** The attachment calls of shared-screens.md section 7, and the file itself. */
export const attachmentEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'attachment',
    query: z.object({ model_id: id, type: z.string().min(1).max(60) }),
    response: z.object({ data: z.array(attachmentRecord) }),
    access: 'authenticated',
    tag,
  }),
  /** model_id, type, then attachments[] and name[] in the same order (images and PDFs). */
  upload: defineEndpoint({
    method: 'POST',
    path: 'attachment',
    multipart: true,
    response: uploaded,
    status: 201,
    access: 'authenticated',
    tag,
  }),
  /** model_id, type and audio_file (a recorded voice note). */
  uploadAudio: defineEndpoint({
    method: 'POST',
    path: 'attachment/store-audio',
    multipart: true,
    response: uploaded,
    status: 201,
    access: 'authenticated',
    tag,
  }),
  rename: defineEndpoint({
    method: 'PUT',
    path: 'attachment/:id',
    params: idParams,
    body: z.object({ name: z.string().trim().min(1).max(190) }),
    response: z.object({ id: z.string(), name: z.string() }),
    access: 'authenticated',
    tag,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'attachment/:id',
    params: idParams,
    response: z.void(),
    status: 204,
    access: 'authenticated',
    tag,
  }),
  /** The file (its own content type), shown inline or downloaded; opened by the browser with a download token. */
  file: defineEndpoint({
    method: 'GET',
    path: 'get-file/:id',
    params: idParams,
    query: z.object({ token: z.string().optional(), download: z.string().optional() }),
    response: z.unknown(),
    access: 'authenticated',
    downloadToken: true,
    tag,
  }),
};
