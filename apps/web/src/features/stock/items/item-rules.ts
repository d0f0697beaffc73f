import type { ItemRecord } from '../api';

/** The item dialog's values (ids as strings, numbers of the enumerations as numbers). */
export interface ItemValues {
  name?: string | null;
  barcode?: string | null;
  old_barcode?: string | null;
  dosage_form_id?: string | null;
  scientific_name?: string | null;
  per_packet?: string | null;
  brand_id?: string | null;
  group_id?: string | null;
  category_id?: string | null;
  rack_id?: string | null;
  measurement_id?: string | null;
  type?: 1 | 2 | 3;
  status?: boolean;
  stockable?: boolean;
  hidden?: boolean;
  min_quantity?: string | null;
}

export const ITEM_FIELDS = [
  'name',
  'barcode',
  'old_barcode',
  'dosage_form_id',
  'scientific_name',
  'per_packet',
  'brand_id',
  'group_id',
  'category_id',
  'rack_id',
  'measurement_id',
  'type',
  'status',
  'stockable',
  'hidden',
  'min_quantity',
  'image',
] as const;

/** Which parts of the dialog a user sees and may change (shared-screens 3, 5, 6). */
export interface ItemAccess {
  dosageForm: boolean;
  scientificName: boolean;
  perPacket: boolean;
  hidden: boolean;
  /** The barcode can be typed (always when adding; with item_edit_barcode when editing). */
  barcodeEditable: boolean;
}

export function itemAccess(can: (...a: string[]) => boolean, isEdit: boolean): ItemAccess {
  return {
    dosageForm: can('item_show_dosage_form'),
    scientificName: can('item_show_scientific_name'),
    perPacket: can('item_show_per_packet'),
    hidden: can('item_show_hidden'),
    barcodeEditable: !isEdit || can('item_edit_barcode'),
  };
}

/** A new item: status 1, stockable 1, type 1 (spec 2.2). */
export const NEW_ITEM: ItemValues = {
  type: 1,
  status: true,
  stockable: true,
  hidden: false,
  per_packet: '1',
  min_quantity: '0',
};

export function valuesOf(r: ItemRecord): ItemValues {
  return {
    name: r.name,
    barcode: r.barcode,
    old_barcode: r.old_barcode,
    dosage_form_id: r.dosage_form_id,
    scientific_name: r.scientific_name,
    per_packet: String(r.per_packet ?? 1),
    brand_id: r.brand_id,
    group_id: r.group_id,
    category_id: r.category_id,
    rack_id: r.rack_id,
    measurement_id: r.measurement_id,
    type: r.type,
    status: r.status === 1,
    stockable: r.stockable,
    hidden: r.hidden,
    min_quantity: r.min_quantity ?? '0',
  };
}

/** Whether a picked file is an image (by its type, else by its name). */
export function isImageFile(file: { type?: string; name: string }): boolean {
  if (file.type) return file.type.startsWith('image/');
  return /\.(png|jpe?g|gif|webp|bmp)$/i.test(file.name);
}

/**
 * The multipart body of `POST general/item` or `POST general/item/{id}` (with `_method=PUT`). Fields
 * the user may not see or change are sent as the record has them, so a save never changes them.
 */
export function itemFormData(
  v: ItemValues,
  opts: { access: ItemAccess; record?: ItemRecord | null; image?: File | null },
): FormData {
  const { access, record } = opts;
  const fd = new FormData();
  const put = (key: string, value: unknown) => {
    fd.append(key, value === null || value === undefined ? '' : String(value));
  };
  if (record) put('_method', 'PUT');
  put('name', v.name?.trim());
  put('barcode', access.barcodeEditable || !record ? v.barcode?.trim() : record.barcode);
  put('dosage_form_id', access.dosageForm ? v.dosage_form_id : record?.dosage_form_id);
  put('scientific_name', access.scientificName ? v.scientific_name : record?.scientific_name);
  put('per_packet', access.perPacket ? v.per_packet : (record?.per_packet ?? 1));
  put('brand_id', v.brand_id);
  put('group_id', v.group_id);
  put('category_id', v.group_id ? v.category_id : null);
  put('rack_id', v.rack_id);
  put('measurement_id', v.measurement_id);
  put('type', v.type ?? 1);
  put('status', v.status === false ? 0 : 1);
  put('stockable', v.type === 3 ? 0 : v.stockable === false ? 0 : 1);
  put('hidden', (access.hidden ? v.hidden : record?.hidden) ? 1 : 0);
  put('min_quantity', v.min_quantity || '0');
  if (opts.image) fd.append('image', opts.image, opts.image.name);
  return fd;
}
