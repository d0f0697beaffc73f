import { z } from 'zod';
import { rules } from '../define.js';
import { named } from './named.js';

/** Residential property: blocks, areas, views and buildings. */
export const residenceBlock = named('residence_block', {
  path: 'general/residence-block',
  lookup: 'general/residence-block/list',
  screen: '/inventory/residence/residence-block',
  table: 'residence_blocks',
  area: 'residence',
});
export const residenceArea = named('residence_area', {
  path: 'residence-area',
  lookup: 'residence-area/list',
  screen: '/inventory/residence/residence-area',
  table: 'residence_areas',
  area: 'residence',
});
export const residenceView = named('residence_view', {
  path: 'residence-view',
  lookup: 'residence-view/list',
  screen: '/inventory/residence/residence-view',
  table: 'residence_views',
  area: 'residence',
});
export const building = named('building', {
  path: 'building',
  lookup: 'building/list',
  screen: '/inventory/residence/building',
  table: 'buildings',
  area: 'residence',
  extra: {
    residence_block_id: rules.optionalId,
    number_of_floors: z.coerce.number().int().min(1).max(4).default(1),
  },
  columns: [
    {
      key: 'residence_block_name',
      kind: 'text',
      ref: { fk: 'residence_block_id', resource: 'residence_block' },
    },
    { key: 'number_of_floors', kind: 'enum', enumName: 'floors' },
  ],
  fields: [
    { key: 'residence_block_id', widget: 'lookup', lookup: 'general/residence-block/list', span: 12 },
    { key: 'number_of_floors', widget: 'select', enumName: 'floors', span: 12 },
  ],
});
