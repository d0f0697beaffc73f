/** The construction staff of the demo: who asks for materials, who approves, who issues. */
export const DEMO_CONSTRUCTION_ROLES: Record<string, string[]> = {
  'Site engineer': [
    // the dashboard shows each their tile: the orders waiting for approval
    'dashboard_list',
    'construction_project_list',
    'construction_boq_line_list',
    'construction_stock_out_order_list',
    'construction_stock_out_order_create',
    'construction_stock_out_order_edit',
    'construction_quantification',
  ],
  'Construction manager': [
    'dashboard_list',
    'construction_project_list',
    'construction_project_create',
    'construction_project_edit',
    'construction_boq_line_list',
    'construction_boq_line_create',
    'construction_boq_line_edit',
    'construction_boq_line_delete',
    'construction_stock_out_order_list',
    'construction_stock_out_order_approve',
    'construction_stock_out_list',
    'construction_quantification',
  ],
  Storekeeper: [
    'construction_stock_out_order_list',
    'construction_stock_out_list',
    'construction_stock_out_create',
    'construction_stock_out_edit',
    'construction_stock_out_delete',
    'construction_quantification',
    // issue 18: the storekeeper counts the branch (start, count, compare) and applies the variance
    'inventory_adjustment_create',
    'inventory_adjustment_list',
    'inventory_adjustment_comparison',
    'inventory_adjustment_calculate',
  ],
};

/** Their demo users, working in the shop branch (where the materials are stored). */
export const DEMO_CONSTRUCTION_STAFF = [
  { username: 'engineer', name: 'Aram Site Engineer', role: 'Site engineer' },
  { username: 'manager', name: 'Shilan Construction Manager', role: 'Construction manager' },
  { username: 'storekeeper', name: 'Rebaz Storekeeper', role: 'Storekeeper' },
] as const;
