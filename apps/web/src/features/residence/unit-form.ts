import { type EndpointOutput, residenceUnit, type residenceUnitEndpoints } from '@bb/contracts';

/** A building as the dialog's picker sees it (`residenceUnitEndpoints.buildings`). */
export type BuildingRow = EndpointOutput<typeof residenceUnitEndpoints.buildings>['data'][number];

export const UNIT_PATH = residenceUnit.path;

/** The fields the dialog sends (every field of the unit form). */
export const UNIT_KEYS = [
  'name',
  'code',
  'residence_block_id',
  'building_id',
  'building_floor',
  'number_of_floors',
  'residence_area_id',
  'residence_view_id',
  'quantity',
  'currency_code',
  'sale_price',
  'is_corner_lot',
  'description',
] as const;

/** 'Floor 1'..'Floor N' for a building of N floors; none without a building. */
export function floorOptions(floors: number | null | undefined, label: (n: number) => string) {
  if (!floors || floors < 1) return [];
  return Array.from({ length: floors }, (_, i) => ({ value: i + 1, label: label(i + 1) }));
}

/**
 * The multipart body of the spec's `general/residence-unit` calls: every unit field with null as empty
 * text, the image when one was chosen, and the PUT method override on update.
 */
export function unitFormData(values: Record<string, unknown>, image: File | null, update: boolean): FormData {
  const form = new FormData();
  for (const key of UNIT_KEYS) {
    const v = values[key];
    form.append(key, v === null || v === undefined ? '' : String(v));
  }
  if (image) form.append('image', image);
  if (update) form.append('_method', 'PUT');
  return form;
}

/** The spec: only images (by the browser's type, and the server sniffs again). */
export const isImageFile = (file: { type?: string }) => (file.type ?? '').startsWith('image/');
