import { z } from 'zod';
import {
  AUTOMATION_NAMES,
  AUTOMATION_OUTCOMES,
  type AutomationName,
  automationNameParams,
  automationSwitchInput,
} from '../automations.js';
import { defineEndpoint, timestamp } from '../endpoints/define.js';
import { inventorySettingRecord, inventorySummary } from '../identity.js';
import {
  INVENTORY_SETTING_ABILITY,
  inventorySettingsInput,
  inventorySettingsParams,
  TENANT_SETTING_WRITE_ABILITIES,
  tenantSettingsInput,
  tenantSettingsRecord,
} from '../settings.js';

const tag = 'settings';
const automationName = z.enum(AUTOMATION_NAMES as [AutomationName, ...AutomationName[]]);
const data = <T extends z.ZodType>(item: T) => z.object({ data: item });

export const currencyRecord = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int(),
});

/** A print setup of a branch (receipt, A4 invoice, contract...). */
export const printSetup = z.object({
  id: z.string(),
  inventory_id: z.string(),
  type_name: z.string(),
  type: z.number().int(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  bottom: z.string().nullable(),
  header: z.string().nullable(),
  background: z.string().nullable(),
  footer: z.string().nullable(),
  background_margin: z.number(),
  background_margin_clone_print: z.number(),
});

/** What every screen reads once after sign-in: the company, the user's branches, currencies, prints. */
export const baseDataRecord = z.object({
  tenant: z.object({ name: z.string(), base_currency_code: z.string() }),
  inventories: z.array(inventorySummary),
  currencies: z.array(currencyRecord),
  prints: z.array(printSetup),
  item_types: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type BaseData = z.infer<typeof baseDataRecord>;

/** An automated task's switch as `GET automation` answers it. */
export const automationRecord = z.object({
  key: automationName,
  description: z.string(),
  enabled: z.boolean(),
  hour: z.number().int(),
});

/** A finished run of an automated task (newest first). */
export const automationRunRecord = z.object({
  id: z.string(),
  name: automationName,
  run_date: z.string(),
  started_at: timestamp,
  finished_at: timestamp.nullable(),
  outcome: z.enum(AUTOMATION_OUTCOMES),
  /** What the run did or why it failed (the task's own shape). */
  detail: z.unknown(),
});

export const settingsEndpoints = {
  baseData: defineEndpoint({
    method: 'GET',
    path: 'base-data',
    response: data(baseDataRecord),
    access: 'authenticated',
    tag,
  }),
  // Every screen reads settings (stock system, POS currency, prefixes), so any signed-in user may.
  all: defineEndpoint({
    method: 'POST',
    path: 'setting/all',
    response: data(tenantSettingsRecord),
    access: 'authenticated',
    tag,
  }),
  currencies: defineEndpoint({
    method: 'GET',
    path: 'currency/list',
    response: data(z.array(currencyRecord)),
    access: 'authenticated',
    tag,
  }),
  hasApiConnection: defineEndpoint({
    method: 'GET',
    path: 'has-api-connection',
    response: data(z.boolean()),
    access: 'authenticated',
    tag,
  }),
  hasTicketApiConnection: defineEndpoint({
    method: 'GET',
    path: 'has-ticket-api-connection',
    response: data(z.boolean()),
    access: 'authenticated',
    tag,
  }),
  /** Each key is checked against its own ability. */
  update: defineEndpoint({
    method: 'PUT',
    path: 'setting',
    body: tenantSettingsInput,
    response: data(tenantSettingsRecord),
    access: TENANT_SETTING_WRITE_ABILITIES,
    tag,
  }),
  updateBranch: defineEndpoint({
    method: 'PUT',
    path: 'setting/inventory/:inventoryId',
    params: inventorySettingsParams,
    body: inventorySettingsInput,
    response: data(z.array(inventorySettingRecord)),
    access: [INVENTORY_SETTING_ABILITY],
    tag,
  }),
  automations: defineEndpoint({
    method: 'GET',
    path: 'automation',
    response: data(z.array(automationRecord)),
    access: 'authenticated',
    tag,
  }),
  automationRuns: defineEndpoint({
    method: 'GET',
    path: 'automation/runs',
    response: data(z.array(automationRunRecord)),
    access: ['setting_automation'],
    tag,
  }),
  switchAutomation: defineEndpoint({
    method: 'PUT',
    path: 'automation/:name',
    params: automationNameParams,
    body: automationSwitchInput,
    response: data(automationRecord),
    access: ['setting_automation'],
    tag,
  }),
};

/** A print setup's header, background or footer image (`<type_name>-<part>.jpg`), fetched with the token. */
export const printImageEndpoint = defineEndpoint({
  method: 'GET',
  path: 'file-storage/:branchId/print/:fileName',
  params: z.object({ branchId: z.string().max(20), fileName: z.string().max(80) }),
  response: z.string().describe('An image (its own content type)'),
  access: 'authenticated',
  tag,
});
