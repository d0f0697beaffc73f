import { z } from 'zod';
import { decimalString, quantityString } from '../money.js';
import { defineResource, rules } from '../resources/define.js';
import { abilities, base, stamps } from '../resources/master-data/named.js';

/**
 * Construction projects (sites), `/construction/projects`, lookup `construction/project/list`: where the
 * materials come from (a branch), optionally the residence building it raises, and its own ledger account
 * (construction in progress, created with it) that its stock-outs are posted to.
 */
export const constructionProject = defineResource({
  name: 'construction_project',
  path: 'construction/project',
  lookup: 'construction/project/list',
  screen: '/construction/projects',
  table: 'construction_projects',
  area: 'construction',
  abilities: abilities('construction_project'),
  schema: z.object({
    name: rules.name,
    code: rules.optionalText(60),
    inventory_id: rules.id,
    building_id: rules.optionalId,
    status: rules.status,
    note: rules.optionalText(1000),
  }),
  columns: [
    ...base,
    { key: 'name', kind: 'text', search: true },
    { key: 'code', kind: 'text', search: true },
    { key: 'inventory_name', kind: 'text', ref: { fk: 'inventory_id', resource: 'inventory' } },
    { key: 'building_name', kind: 'text', ref: { fk: 'building_id', resource: 'building' } },
    { key: 'status', kind: 'status' },
    { key: 'note', kind: 'text', search: true, hidden: true },
    ...stamps,
  ],
  fields: [
    { key: 'name', widget: 'text', span: 16 },
    { key: 'code', widget: 'text', span: 8 },
    { key: 'inventory_id', widget: 'lookup', lookup: 'user/connected-inventory', span: 12 },
    { key: 'building_id', widget: 'lookup', lookup: 'building/list', span: 12 },
    { key: 'status', widget: 'switch', editOnly: true },
    { key: 'note', widget: 'textarea' },
  ],
  lookupColumns: ['inventory_id', 'building_id'],
});

/**
 * Bill of quantities lines (`/construction/bill-of-quantities`, lookup `construction/boq-line/list`): per
 * project, a material with its planned quantity and planned cost (the whole line's), optionally for one
 * building. Importable from an xlsx sheet (`construction/boq-line/import`).
 */
export const constructionBoqLine = defineResource({
  name: 'construction_boq_line',
  path: 'construction/boq-line',
  lookup: 'construction/boq-line/list',
  screen: '/construction/bill-of-quantities',
  table: 'construction_boq_lines',
  area: 'construction',
  abilities: abilities('construction_boq_line'),
  schema: z.object({
    project_id: rules.id,
    code: rules.optionalText(60),
    name: rules.name,
    item_id: rules.id,
    building_id: rules.optionalId,
    planned_quantity: quantityString({ positive: true }),
    planned_cost: decimalString({ min: '0' }),
    note: rules.optionalText(1000),
  }),
  columns: [
    ...base,
    {
      key: 'project_name',
      kind: 'text',
      search: true,
      ref: { fk: 'project_id', resource: 'construction_project' },
    },
    { key: 'code', kind: 'text', search: true },
    { key: 'name', kind: 'text', search: true },
    {
      key: 'item_name',
      kind: 'text',
      search: true,
      ref: { fk: 'item_id', resource: 'item', table: 'items', column: 'name' },
    },
    { key: 'building_name', kind: 'text', ref: { fk: 'building_id', resource: 'building' } },
    { key: 'planned_quantity', kind: 'number', footer: true },
    { key: 'planned_cost', kind: 'money', footer: true },
    { key: 'note', kind: 'text', hidden: true },
    ...stamps,
  ],
  fields: [
    { key: 'project_id', widget: 'lookup', lookup: 'construction/project/list', span: 16 },
    { key: 'code', widget: 'text', span: 8 },
    { key: 'name', widget: 'text' },
    { key: 'item_id', widget: 'lookup', lookup: 'general/materials-list', span: 12 },
    { key: 'building_id', widget: 'lookup', lookup: 'building/list', span: 12 },
    { key: 'planned_quantity', widget: 'number', precision: 4, min: 0, span: 12 },
    { key: 'planned_cost', widget: 'money', span: 12 },
    { key: 'note', widget: 'textarea' },
  ],
  lookupColumns: ['project_id', 'item_id', 'building_id', 'planned_quantity'],
  dialogWidth: 720,
});

export const CONSTRUCTION_RESOURCES = [constructionProject, constructionBoqLine] as const;
