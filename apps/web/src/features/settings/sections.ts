import { INVENTORY_SETTING_ABILITY, TENANT_SETTING_ABILITIES, type TenantSettingKey } from '@bb/contracts';

/** The sections of tenant settings on the Settings screen, each with the keys it edits. */
export const TENANT_SECTIONS = [
  { id: 'general', keys: ['productFcPrices'] },
  { id: 'stock', keys: ['stockSystem', 'allowNegativeStock', 'allowNegativeCash'] },
  { id: 'pos', keys: ['saleDefaultStatus', 'defaultPosCurrency'] },
  { id: 'numbers', keys: ['invoicePrefixType', 'invoicePrefixInventory'] },
  { id: 'lock', keys: ['lockDate'] },
  { id: 'payroll', keys: ['payrollIqdRounding'] },
] as const satisfies readonly { id: string; keys: readonly TenantSettingKey[] }[];

export type TenantSectionId = (typeof TENANT_SECTIONS)[number]['id'];
export type SectionId = TenantSectionId | 'branches' | 'automations' | 'hospital' | 'backups';

/** The ability of the automations section (the server's PUT automation/{name} and GET automation/runs). */
export const AUTOMATION_ABILITY = 'setting_automation';
/** The ability of the hospital connections section (api-connection calls). */
export const HOSPITAL_CONNECTION_ABILITY = 'setting_api_connection';

export interface VisibleSection {
  id: SectionId;
  /** The keys of a tenant section the user may change (from TENANT_SETTING_ABILITIES). */
  keys: readonly TenantSettingKey[];
}

/**
 * The sections the user may change something in, in screen order; a section shows only its allowed keys.
 * Backups (the installation's, features/operations) show to superusers: the server tells whether they are
 * its operator.
 */
export function visibleSections(
  can: (...abilities: string[]) => boolean,
  isSuperuser = false,
): VisibleSection[] {
  const out: VisibleSection[] = [];
  for (const section of TENANT_SECTIONS) {
    const keys = section.keys.filter((k) => can(TENANT_SETTING_ABILITIES[k]));
    if (keys.length > 0) out.push({ id: section.id, keys });
  }
  if (can(INVENTORY_SETTING_ABILITY)) out.push({ id: 'branches', keys: [] });
  if (can(AUTOMATION_ABILITY)) out.push({ id: 'automations', keys: [] });
  if (can(HOSPITAL_CONNECTION_ABILITY)) out.push({ id: 'hospital', keys: [] });
  if (isSuperuser) out.push({ id: 'backups', keys: [] });
  return out;
}
