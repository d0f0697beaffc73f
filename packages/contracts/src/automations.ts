import { z } from 'zod';
import { AUTOMATIONS } from './settings.js';

/** The name of an automated task (a key of AUTOMATIONS). */
export type AutomationName = keyof typeof AUTOMATIONS;
export const AUTOMATION_NAMES = Object.keys(AUTOMATIONS) as AutomationName[];

/** The hour (0-23, in UTC) a task runs at when the tenant has not chosen one. */
export const AUTOMATION_DEFAULT_HOUR = 2;

/** How a run of an automated task ended: all done, done with some items failing, or failed as a whole. */
export const AUTOMATION_OUTCOMES = ['ok', 'partial', 'failed'] as const;
export type AutomationOutcome = (typeof AUTOMATION_OUTCOMES)[number];

/** The body of `PUT /api/automation/{name}`: the switch and the hour (UTC) it runs at each day. */
export const automationSwitchInput = z.object({
  enabled: z.boolean(),
  hour: z.coerce.number().int().min(0).max(23).default(AUTOMATION_DEFAULT_HOUR),
});
export type AutomationSwitchInput = z.infer<typeof automationSwitchInput>;

export const automationNameParams = z.object({
  name: z.enum(AUTOMATION_NAMES as [AutomationName, ...AutomationName[]], {
    message: 'Unknown automation.',
  }),
});
