import { z } from 'zod';
import { isoDate } from '../dates.js';
import { defineEndpoint } from '../endpoints/define.js';
import { MESSAGES } from '../messages.js';
import { quantityString } from '../money.js';
import { rules } from '../resources/define.js';

/**
 * The inbound prescription a hospital sends (`POST /api/hospital/prescriptions`), a documented subset
 * shaped like FHIR's MedicationRequest: `id` is the hospital's prescription id (the call is idempotent on
 * it, per connection), `subject` the patient, `requester` the prescriber, and each line a medication code
 * with its quantity and dosage text. The caller authenticates with its connection key
 * (`Authorization: Bearer <key>`), never with a user's token; the key decides tenant and branch.
 */
const text = (max: number) => z.string().trim().min(1).max(max);

export const inboundPrescription = z.object({
  resourceType: z.literal('MedicationRequest').optional(),
  id: text(64),
  authoredOn: z.iso.datetime({ offset: true }).optional(),
  subject: z.object({
    identifier: text(60),
    display: text(190),
    birthDate: isoDate.optional(),
  }),
  requester: z.object({ display: text(190) }).optional(),
  note: rules.optionalText(2000),
  lines: z
    .array(
      z.object({
        medication: z.object({ code: text(64), display: z.string().trim().max(190).optional() }),
        quantity: quantityString({ positive: true }),
        dosage: z.string().trim().max(500).optional(),
      }),
    )
    .min(1)
    .max(100),
});
export type InboundPrescription = z.input<typeof inboundPrescription>;

/** What the hospital reads back: the prescription as stored, with a problem per line that could not be read. */
export const inboundAnswer = z.object({
  id: z.string(),
  prescription_id: z.string(),
  status: z.enum(['received', 'dispensed', 'partly_dispensed', 'rejected']),
  /** False when the same prescription id was sent before: nothing new was stored. */
  created: z.boolean(),
  lines: z.array(
    z.object({
      line: z.number().int(),
      code: z.string(),
      item_id: z.string().nullable(),
      /** Why the line cannot be dispensed as sent (an unknown drug code), or null. */
      problem: z.string().nullable(),
    }),
  ),
});

export const UNKNOWN_DRUG_CODE = MESSAGES.unknownDrugCode;

export const hospitalInboundEndpoint = defineEndpoint({
  method: 'POST',
  path: 'hospital/prescriptions',
  body: inboundPrescription,
  response: inboundAnswer,
  access: 'public',
  tag: 'hospital',
});
