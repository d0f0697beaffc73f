import { z } from 'zod';
import { defineEndpoint, timestamp } from '../endpoints/define.js';
import { rules } from '../resources/define.js';

/**
 * The hospital link inside the app (app-shell.md sections 4 and 7): the branch's incoming prescriptions,
 * opening one as a cart, patients, the connections and their keys.
 */
const id = z.string().regex(/^\d{1,18}$/, 'Not a valid id.');
const tag = 'hospital';

export const PRESCRIPTION_STATUSES = ['received', 'dispensed', 'partly_dispensed', 'rejected'] as const;
export type PrescriptionStatus = (typeof PRESCRIPTION_STATUSES)[number];

/** "Incoming prescription (api connection detail)" as the list and the ApiConnectionEvent carry it. */
export const incomingPrescription = z.object({
  id: z.string(),
  prescription_id: z.string(),
  inventory_id: z.string(),
  is_in_process: z.boolean(),
  status: z.enum(PRESCRIPTION_STATUSES),
  received_at: timestamp,
  problem_count: z.number().int(),
  line_count: z.number().int(),
  api_connection: z.object({ id: z.string(), name: z.string() }),
  meta: z.object({
    patient: z.object({ id: z.string(), fullname: z.string(), hospital_patient_id: z.string() }),
    prescriber: z.string().nullable(),
  }),
});
export type IncomingPrescription = z.output<typeof incomingPrescription>;
export type IncomingPrescriptionJson = z.input<typeof incomingPrescription>;

/** The ApiConnectionEvent on `api_connection.{tenant}.{branch}`. */
export type ApiConnectionEventPayload =
  | { type: 'add'; detail: IncomingPrescriptionJson }
  | { type: 'receive' | 'delete'; id: string }
  | { type: 'process'; id: string; is_in_process: boolean };

/** A lot picked for a prescribed line, shaped like a product search row (the cart adds it as one). */
export const pickedLot = z.object({
  id: z.string(),
  item_id: z.string(),
  name: z.string(),
  barcode: z.string(),
  quantity: z.string(),
  sale_quantity: z.string(),
  sale_price: z.string(),
  wholesale_price: z.string(),
  purchase_price: z.string(),
  cost: z.string(),
  currency_code: z.string(),
  item_type: z.number().int(),
  batch_number: z.string(),
  expire_date: z.string().nullable(),
  per_packet: z.number().int(),
  sale_prices: z.array(
    z.object({ currency_code: z.string(), sale_price: z.string(), wholesale_price: z.string() }),
  ),
});

export const openedPrescription = z.object({
  detail: incomingPrescription,
  lines: z.array(
    z.object({
      line_no: z.number().int(),
      drug_code: z.string(),
      drug_name: z.string().nullable(),
      item_id: z.string().nullable(),
      item_name: z.string().nullable(),
      quantity: z.string(),
      dosage: z.string().nullable(),
      problem: z.string().nullable(),
      /** Lots first-expiry-first, each with the quantity taken from it. */
      lots: z.array(pickedLot),
      /** Prescribed but not in stock in the branch (0 when fully covered). */
      missing: z.string(),
    }),
  ),
});
export type OpenedPrescription = z.output<typeof openedPrescription>;

export const patientRow = z.object({
  id: z.string(),
  hospital_patient_id: z.string(),
  fullname: z.string(),
  birth_date: z.string().nullable(),
  api_connection_id: z.string(),
});

export const apiConnectionRow = z.object({
  id: z.string(),
  kind: z.enum(['hospital', 'ticket']),
  name: z.string(),
  inventory_id: z.string().nullable(),
  key_prefix: z.string().nullable(),
  revoked: z.boolean(),
  created_at: timestamp,
});

/** The api-connection-detail report: a table-protocol list (POST `list`, `export`) under this path. */
export const API_CONNECTION_DETAIL_REPORT = 'report/api-connection-detail';

/**
 * A prescription in the dead-letter list: still waiting, with lines that could not be read (a drug code no
 * item has). The pharmacist or the administrator maps the code and retries; nothing is stored twice.
 */
export const deadLetterRow = z.object({
  id: z.string(),
  prescription_id: z.string(),
  inventory_id: z.string(),
  received_at: timestamp,
  retried_at: timestamp.nullable(),
  retry_count: z.number().int(),
  api_connection: z.object({ id: z.string(), name: z.string() }),
  patient: z.string(),
  lines: z.array(
    z.object({
      line_no: z.number().int(),
      drug_code: z.string(),
      drug_name: z.string().nullable(),
      quantity: z.string(),
      /** Why it could not be read. */
      problem: z.string(),
    }),
  ),
});
export type DeadLetterRow = z.output<typeof deadLetterRow>;

/** A hospital's drug code as mapped to an item. */
const drugCode = z.string().trim().min(1).max(64);

/** One mapping: the hospital's drug code and the item it is dispensed as. */
export const itemCodeRow = z.object({
  code: z.string(),
  item_id: z.string(),
  item_name: z.string(),
  item_barcode: z.string(),
});

export const hospitalEndpoints = {
  notReceivedList: defineEndpoint({
    method: 'GET',
    path: 'api-connection-detail/not-received-list',
    response: z.object({ data: z.array(incomingPrescription), uncompleted_count: z.number().int() }),
    access: 'authenticated',
    tag,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: 'api-connection-detail/:id',
    params: z.object({ id }),
    response: z.object({ id: z.string() }),
    access: 'authenticated',
    tag,
  }),
  toggleInProcess: defineEndpoint({
    method: 'PUT',
    path: 'api-connection-detail/:id/toggle-is-in-process',
    params: z.object({ id }),
    body: z.object({ is_in_process: z.boolean() }),
    response: z.object({ id: z.string(), is_in_process: z.boolean() }),
    access: 'authenticated',
    tag,
  }),
  /** Opening a prescription: its lines with lots picked first-expiry-first; marks it in process. */
  open: defineEndpoint({
    method: 'POST',
    path: 'api-connection-detail/:id/open',
    params: z.object({ id }),
    response: openedPrescription,
    access: 'authenticated',
    tag,
  }),
  /** The dead-letter list of the user's branches: waiting prescriptions with lines that could not be read. */
  deadLetters: defineEndpoint({
    method: 'GET',
    path: 'api-connection-detail/dead-letter',
    response: z.object({ data: z.array(deadLetterRow) }),
    access: 'authenticated',
    tag,
  }),
  /** Reads the unreadable lines again through the connection's code mapping (after it was fixed). */
  retry: defineEndpoint({
    method: 'POST',
    path: 'api-connection-detail/:id/retry',
    params: z.object({ id }),
    response: z.object({
      id: z.string(),
      /** Lines read this time. */
      resolved: z.number().int(),
      /** Lines still unreadable (the prescription stays in the dead-letter list while any remain). */
      remaining: z.number().int(),
    }),
    access: 'authenticated',
    tag,
  }),
  patientByHospitalId: defineEndpoint({
    method: 'GET',
    path: 'hospital/patient/search-by-hospital-patient-id',
    query: z.object({ hospital_patient_id: z.string().trim().min(1).max(60) }),
    response: z.object({ data: patientRow.nullable() }),
    access: 'authenticated',
    tag,
  }),
  categories: defineEndpoint({
    method: 'GET',
    path: 'hospital/system/:id/categories',
    params: z.object({ id }),
    response: z.object({ data: z.array(z.object({ id: z.string(), name: z.string() })) }),
    access: 'authenticated',
    tag,
  }),
  connections: defineEndpoint({
    method: 'GET',
    path: 'api-connection',
    response: z.object({ data: z.array(apiConnectionRow) }),
    access: ['setting_api_connection'],
    tag,
  }),
  /** A new hospital connection for a branch; the answer carries its key, shown this once. */
  createConnection: defineEndpoint({
    method: 'POST',
    path: 'api-connection',
    body: z.object({ name: rules.name, inventory_id: rules.id }),
    response: apiConnectionRow.extend({ key: z.string() }),
    status: 201,
    access: ['setting_api_connection'],
    tag,
  }),
  revokeConnection: defineEndpoint({
    method: 'DELETE',
    path: 'api-connection/:id',
    params: z.object({ id }),
    response: z.object({ id: z.string() }),
    access: ['setting_api_connection'],
    tag,
  }),
  /** A connection's drug-code mapping and the codes its waiting prescriptions could not read. */
  itemCodes: defineEndpoint({
    method: 'GET',
    path: 'api-connection/:id/item-codes',
    params: z.object({ id }),
    response: z.object({
      data: z.array(itemCodeRow),
      /** Drug codes of unreadable lines in the connection's waiting prescriptions (the dead-letter list). */
      unmapped: z.array(
        z.object({ code: z.string(), drug_name: z.string().nullable(), prescriptions: z.number().int() }),
      ),
    }),
    access: ['setting_api_connection'],
    tag,
  }),
  /** Removes one code's mapping (lines already read keep their item). */
  unmapCode: defineEndpoint({
    method: 'DELETE',
    path: 'api-connection/:id/item-codes',
    params: z.object({ id }),
    query: z.object({ code: drugCode }),
    response: z.object({ code: z.string() }),
    access: ['setting_api_connection'],
    tag,
  }),
  /** The hospital's drug codes mapped to items (a code with no mapping falls back to an item barcode). */
  mapCodes: defineEndpoint({
    method: 'PUT',
    path: 'api-connection/:id/item-codes',
    params: z.object({ id }),
    body: z.object({
      codes: z
        .array(z.object({ code: drugCode, item_id: rules.id }))
        .min(1)
        .max(1000),
    }),
    response: z.object({ mapped: z.number().int() }),
    access: ['setting_api_connection'],
    tag,
  }),
};
