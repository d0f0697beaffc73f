import type {
  AutomationName,
  AutomationOutcome,
  AutomationSwitchInput,
  InventorySettingsInput,
  TenantSettings,
  TenantSettingsInput,
} from '@bb/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../platform/api/client';

/** An automated task as `GET automation` answers it. */
export interface Automation {
  key: AutomationName;
  description: string;
  enabled: boolean;
  hour: number;
}

/** A finished run as `GET automation/runs` answers it (newest first). */
export interface AutomationRun {
  id: string;
  name: AutomationName;
  run_date: string;
  started_at: string;
  finished_at: string | null;
  outcome: AutomationOutcome;
  detail: Record<string, unknown> | null;
}

export const settingsKeys = {
  automations: ['settings', 'automations'] as const,
  runs: ['settings', 'automation-runs'] as const,
};

export const automationsQuery = queryOptions({
  queryKey: settingsKeys.automations,
  queryFn: async ({ signal }) =>
    (await api.get<{ data: Automation[] }>('automation', undefined, { signal })).data,
});

export const automationRunsQuery = queryOptions({
  queryKey: settingsKeys.runs,
  queryFn: async ({ signal }) =>
    (await api.get<{ data: AutomationRun[] }>('automation/runs', undefined, { signal })).data,
});

// PUTs to URLs containing 'setting' reload the user and the settings by themselves (platform/api/client).
export const saveTenantSettings = async (body: TenantSettingsInput) =>
  (await api.put<{ data: TenantSettings }>('setting', body)).data;

export const saveBranchSettings = (inventoryId: string, body: InventorySettingsInput) =>
  api.put(`setting/inventory/${inventoryId}`, body);

export const saveAutomation = (name: AutomationName, body: AutomationSwitchInput) =>
  api.put<{ data: Automation }>(`automation/${name}`, body);
