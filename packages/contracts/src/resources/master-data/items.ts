import { rules } from '../define.js';
import { named } from './named.js';

/** How items are classified: brand, group, category, measurement, rack, dosage form, country. */
export const brand = named('brand', {
  path: 'general/brand',
  lookup: 'general/brand/list',
  screen: '/inventory/item/brand',
  table: 'brands',
  area: 'items',
});
export const group = named('group', {
  path: 'general/group',
  lookup: 'general/group/list',
  screen: '/inventory/item/group',
  table: 'item_groups',
  area: 'items',
});
export const category = named('category', {
  path: 'general/category',
  lookup: 'general/category/list',
  screen: '/inventory/item/category',
  table: 'categories',
  area: 'items',
  extra: { group_id: rules.id },
  columns: [{ key: 'group_name', kind: 'text', search: true, ref: { fk: 'group_id', resource: 'group' } }],
  fields: [{ key: 'group_id', widget: 'lookup', lookup: 'general/group/list' }],
});
export const measurement = named('measurement', {
  path: 'general/measurement',
  lookup: 'general/measurement/list',
  screen: '/inventory/item/measurement',
  table: 'measurements',
  area: 'items',
  extra: { short_name: rules.optionalText(20) },
  columns: [{ key: 'short_name', kind: 'text' }],
  fields: [{ key: 'short_name', widget: 'text' }],
});
export const rack = named('rack', {
  path: 'general/rack',
  lookup: 'general/rack/list',
  screen: '/inventory/item/rack',
  table: 'racks',
  area: 'items',
});
export const dosageForm = named('dosage_form', {
  path: 'general/dosage-form',
  lookup: 'general/dosage-form-list',
  screen: '/inventory/item/dosage-form',
  table: 'dosage_forms',
  area: 'items',
});
export const country = named('country', {
  path: 'general/country',
  lookup: 'general/country-list',
  screen: '/inventory/item/country',
  table: 'countries',
  area: 'items',
  extra: { code: rules.optionalText(3) },
  columns: [{ key: 'code', kind: 'text', search: true }],
  fields: [{ key: 'code', widget: 'text' }],
});
/**
 * Named processing steps (`/inventory/item/recipe-step`, lookup `general/item-processing-step/list`): the
 * steps recipes are made of (mix, boil, fill, label), kept once and offered when a recipe's steps are
 * written. Listed with `recipe_list` like the recipes (app-shell.md section 2); changed with `recipe_step_*`.
 */
export const itemProcessingStep = {
  ...named('item_processing_step', {
    path: 'general/item-processing-step',
    lookup: 'general/item-processing-step/list',
    screen: '/inventory/item/recipe-step',
    table: 'item_processing_steps',
    area: 'items',
    prefix: 'recipe_step',
  }),
  abilities: {
    list: 'recipe_list',
    create: 'recipe_step_create',
    edit: 'recipe_step_edit',
    delete: 'recipe_step_delete',
  },
};
