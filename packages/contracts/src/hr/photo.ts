import { z } from 'zod';
import { defineEndpoint } from '../endpoints/define.js';

/**
 * An employee's photo (issue 16), like an item's image: an image file (JPEG, PNG, GIF or WebP, sniffed
 * from its bytes, at most 5 MB) sent as multipart field `image`; shown in the employees list and dialog.
 */
export const EMPLOYEE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });
const EDITORS = ['hr_employee_create', 'hr_employee_edit'] as const;

export const employeePhotoEndpoints = {
  /** The stored photo (404 without one); with the bearer token or a download token. */
  get: defineEndpoint({
    method: 'GET',
    path: 'hr/employee/:id/photo',
    params: idParams,
    query: z.object({ token: z.string().optional(), v: z.string().max(60).optional() }),
    response: z.string().describe('The photo (image/jpeg or image/png)'),
    access: ['hr_employee_list', ...EDITORS],
    downloadToken: true,
    tag: 'hr',
  }),
  /** Sets or replaces the photo (multipart, one `image` file). */
  put: defineEndpoint({
    method: 'PUT',
    path: 'hr/employee/:id/photo',
    params: idParams,
    multipart: true,
    response: z.object({ id: z.string(), has_photo: z.boolean() }),
    access: EDITORS,
    tag: 'hr',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: 'hr/employee/:id/photo',
    params: idParams,
    response: z.void(),
    status: 204,
    access: EDITORS,
    tag: 'hr',
  }),
};
