import { z } from 'zod';
import { MESSAGES } from './messages.js';

const id = z.union([z.string().regex(/^\d{1,18}$/), z.number().int().positive()]).transform(String);
const ids = z.array(id).max(500).default([]);

export const passwordRule = z
  .string({ error: 'The password field is required.' })
  .min(8, 'The password must be at least 8 characters.')
  .max(200);

export const userInput = z.object({
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(190),
  username: z
    .string({ error: 'The username field is required.' })
    .trim()
    .regex(/^[A-Za-z0-9_.@-]{3,100}$/, MESSAGES.usernameRule),
  password: passwordRule.optional(),
  language: z.enum(['en', 'ckb', 'ar']).default('en'),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
  is_superuser: z.boolean().default(false),
  default_branch_id: id.nullable().default(null),
  inventory_ids: ids,
  role_ids: ids,
  /** Cash boxes that belong to this user (their for_user_id). */
  cash_box_ids: ids,
});
export type UserInput = z.infer<typeof userInput>;

export const roleInput = z.object({
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(100),
  abilities: z.array(z.string().max(100)).max(2000).default([]),
});

export const giveRoleInput = z.object({ user_ids: z.array(id).min(1, MESSAGES.chooseUser).max(500) });

export const profileInput = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(190),
  language: z.enum(['en', 'ckb', 'ar']),
});

export const changePasswordInput = z
  .object({
    current_password: z.string().min(1, 'The current password field is required.').max(200),
    password: passwordRule,
    password_confirmation: z.string().max(200),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
  });

export const resetPasswordInput = z.object({ password: passwordRule });
