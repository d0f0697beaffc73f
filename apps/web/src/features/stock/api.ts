import { api } from '../../platform/api/client';

/** A lot as `POST product/search` answers it (shared-screens 3: product search row and batch search result). */
export interface SearchLot {
  id: string;
  item_id: string;
  inventory_id: string;
  inventory: string;
  item_name: string;
  name: string;
  scientific_name: string | null;
  barcode: string;
  batch_number: string;
  expire_date: string | null;
  expired: boolean;
  quantity: string;
  cost: string;
  purchase_price: string;
  purchase_price_before_discount: string;
  sale_price: string;
  wholesale_price: string;
  currency_code: string;
  per_packet: number;
  item_type: number;
  exact: boolean;
  sale_prices: { currency_code: string; sale_price: string; wholesale_price: string }[];
}

export interface SearchParams {
  keyword: string;
  existedProducts?: boolean;
  inventory_id?: number | string | null;
  show_hidden_item?: boolean;
  currency_code?: string;
}

/** The search body as the spec sends it: inventory_id only when above 0. */
export function searchBody(p: SearchParams): Record<string, unknown> {
  const body: Record<string, unknown> = { keyword: p.keyword };
  if (p.existedProducts !== undefined) body.existedProducts = p.existedProducts;
  const inv = p.inventory_id === null || p.inventory_id === undefined ? 0 : Number(p.inventory_id);
  if (Number.isInteger(inv) && inv > 0) body.inventory_id = inv;
  if (p.show_hidden_item) body.show_hidden_item = true;
  if (p.currency_code) body.currency_code = p.currency_code;
  return body;
}

export async function searchLots(p: SearchParams, signal?: AbortSignal): Promise<SearchLot[]> {
  return (await api.post<{ data: SearchLot[] }>('product/search', searchBody(p), { signal })).data;
}

/** An item as `GET general/item/{id}` answers it. */
export interface ItemRecord {
  id: string;
  name: string;
  barcode: string;
  old_barcode: string | null;
  scientific_name: string | null;
  per_packet: number;
  dosage_form_id: string | null;
  brand_id: string | null;
  group_id: string | null;
  category_id: string | null;
  measurement_id: string | null;
  type: 1 | 2 | 3;
  status: 0 | 1;
  stockable: boolean;
  hidden: boolean;
  min_quantity: string;
  has_image: boolean;
  updated_at?: string;
}

export const getItem = (id: string, signal?: AbortSignal) =>
  api.get<ItemRecord>(`general/item/${id}`, undefined, { signal });

/** A lot row of `inventory/product` (the products list). */
export interface ProductRow {
  id: string;
  item_id: string;
  item_name: string;
  barcode: string;
  inventory_id: string;
  inventory_name: string;
  batch_number: string;
  expire_date: string | null;
  quantity: string;
  cost: string;
  purchase_price: string;
  sale_price: string;
  wholesale_price: string;
  currency_code: string;
}

/** Every lot of one item, through the products list filtered on item_id. */
export async function lotsOfItem(itemId: string, signal?: AbortSignal): Promise<ProductRow[]> {
  const r = await api.post<{ data: ProductRow[] }>(
    'inventory/product/list',
    {
      sortBy: 'id',
      sortDir: 'asc',
      page: 1,
      perPage: 100,
      show_hidden_item: true,
      number: [{ column: 'item_id', symbol: '=', value: itemId }],
    },
    { signal },
  );
  return r.data;
}

/** An item's image route, for `useFileObjectUrl`; the version (its `updated_at`) refetches a changed one. */
export function itemImagePath(id: string, version?: string): string {
  return `general/item/${id}/image${version ? `?v=${encodeURIComponent(version)}` : ''}`;
}

export interface HistoryRow {
  product_id: string;
  product_name: string;
  product_barcode: string;
  number: string | null;
  type: string;
  supplier: string | null;
  date: string;
  quantity: string;
  bonus: string;
  purchase_price: string;
  cost: string;
  sale_price: string;
  wholesale_price: string;
  currency_code: string;
  inventory: string;
}

export interface HistoryAnswer {
  product: { id: string; name: string; barcode: string };
  data: HistoryRow[];
}

export const purchaseHistory = (productId: string, signal?: AbortSignal) =>
  api.post<HistoryAnswer>('product/purchase-history', { product_id: productId }, { signal });

export type { StockOutRecord, TransferRecord } from '@bb/contracts';
