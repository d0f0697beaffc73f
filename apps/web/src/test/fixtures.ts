import type { AuthUser } from '@bb/contracts';

/** A signed-in user shaped like the server's GET /api/user answer for the demo admin. */
export const adminUser: AuthUser = {
  id: '1',
  name: 'Administrator',
  username: 'admin',
  language: 'en',
  tenant_id: '1',
  tenant_name: 'Demo Company',
  default_branch_id: '1',
  default_branch: { id: '1', name: 'Central Pharmacy', type: 0, code: 'SD-' },
  default_branch_type: 0,
  is_superuser: true,
  features_permissions: {},
  inventory_settings: [],
  base_currency_code: 'IQD',
  currency_rates: [
    { currency_code_from: 'USD', currency_code_to: 'IQD', exchange_rate: '1310.00000000', type: 0 },
    { currency_code_from: 'USD', currency_code_to: 'IQD', exchange_rate: '1305.50000000', type: 1 },
  ],
  cash_boxes: [
    {
      id: '1',
      code: 'CB-1',
      name: 'Pharmacy IQD box',
      currency_code: 'IQD',
      inventory_id: '1',
      for_user_id: null,
      is_default: true,
    },
    {
      id: '2',
      code: 'CB-2',
      name: 'Pharmacy USD box',
      currency_code: 'USD',
      inventory_id: '1',
      for_user_id: null,
      is_default: true,
    },
  ],
  connected_inventories: [
    { id: '1', name: 'Central Pharmacy', type: 0, code: 'SD-' },
    { id: '2', name: 'City Shop', type: 1, code: 'QM-' },
  ],
  roles: [],
  status: 1,
};

export const baseData = {
  tenant: { name: 'Demo Company', base_currency_code: 'IQD' },
  inventories: adminUser.connected_inventories,
  currencies: [
    { code: 'IQD', name: 'Iraqi Dinar', symbol: 'IQD', decimals: 0 },
    { code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2 },
  ],
  prints: [],
  item_types: [],
};
