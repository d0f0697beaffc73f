import type { EndpointOutput } from '@bb/contracts';
import {
  type AutomationName,
  type AutomationSwitchInput,
  type InventorySettingsInput,
  settingsEndpoints,
  type TenantSettingsInput,
} from '@bb/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/call';

/** An automated task as `GET automation` answers it. */
export type Automation = EndpointOutput<typeof settingsEndpoints.automations>['data'][number];

/** A finished run as `GET automation/runs` answers it (newest first). */
export type AutomationRun = EndpointOutput<typeof settingsEndpoints.automationRuns>['data'][number];

export const settingsKeys = {
  automations: ['settings', 'automations'] as const,
  runs: ['settings', 'automation-runs'] as const,
};

export const automationsQuery = queryOptions({
  queryKey: settingsKeys.automations,
  queryFn: async ({ signal }) => (await call(settingsEndpoints.automations, {}, { signal })).data,
});

export const automationRunsQuery = queryOptions({
  queryKey: settingsKeys.runs,
  queryFn: async ({ signal }) => (await call(settingsEndpoints.automationRuns, {}, { signal })).data,
});

// PUTs to URLs containing 'setting' reload the user and the settings by themselves (platform/api/client).
export const saveTenantSettings = async (body: TenantSettingsInput) =>
  (await call(settingsEndpoints.update, { body })).data;

export const saveBranchSettings = (inventoryId: string, body: InventorySettingsInput) =>
  call(settingsEndpoints.updateBranch, { params: { inventoryId }, body });

export const saveAutomation = (name: AutomationName, body: AutomationSwitchInput) =>
  call(settingsEndpoints.switchAutomation, { params: { name }, body });
