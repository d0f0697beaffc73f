import { z } from 'zod';
import { defineEndpoint, timestamp } from '../endpoints/define.js';

const tag = 'comments';
const modelRef = { model_id: z.coerce.string().regex(/^\d{1,18}$/), model_name: z.string().min(1).max(60) };

export const commentRecord = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  description: z.string(),
  created_at: timestamp,
  model_id: z.string(),
  model_name: z.string(),
  user: z.object({ name: z.string().nullable() }),
});
export type Comment = z.input<typeof commentRecord>;

/** The comments drawer's calls (shared-screens.md 7). */
export const commentEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: 'get-comment',
    body: z.object(modelRef),
    response: z.object({ data: z.array(commentRecord) }),
    access: 'authenticated',
    tag,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: 'comment',
    body: z.object({ ...modelRef, description: z.string().trim().min(1).max(5000) }),
    response: commentRecord,
    status: 201,
    access: 'authenticated',
    tag,
  }),
};
