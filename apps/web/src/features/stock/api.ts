import {
  type EndpointInput,
  endpointPath,
  type ItemRecord,
  itemEndpoints,
  type ProductListRow,
  type PurchaseHistoryAnswer,
  type PurchaseHistoryRow,
  productEndpoints,
  type SearchLot,
  STOCK_TABLES,
} from '@bb/contracts';
import { call } from '../../platform/api/call';

/** A lot as `POST product/search` answers it (shared-screens 3: product search row and batch search result). */
export type { SearchLot };

export interface SearchParams {
  keyword: string;
  existedProducts?: boolean;
  inventory_id?: number | string | null;
  show_hidden_item?: boolean;
  currency_code?: string;
}

/** The search body as the spec sends it: inventory_id only when above 0. */
export function searchBody(p: SearchParams): EndpointInput<typeof productEndpoints.search>['body'] {
  const body: EndpointInput<typeof productEndpoints.search>['body'] = { keyword: p.keyword };
  if (p.existedProducts !== undefined) body.existedProducts = p.existedProducts;
  const inv = p.inventory_id === null || p.inventory_id === undefined ? 0 : Number(p.inventory_id);
  if (Number.isInteger(inv) && inv > 0) body.inventory_id = inv;
  if (p.show_hidden_item) body.show_hidden_item = true;
  if (p.currency_code) body.currency_code = p.currency_code;
  return body;
}

export async function searchLots(p: SearchParams, signal?: AbortSignal): Promise<SearchLot[]> {
  return (await call(productEndpoints.search, { body: searchBody(p) }, { signal })).data;
}

/** An item as `GET general/item/{id}` answers it. */
export type { ItemRecord };

export const getItem = (id: string, signal?: AbortSignal) =>
  call(itemEndpoints.get, { params: { id } }, { signal });

/** A lot row of the products list (its row schema in contracts). */
export type ProductRow = ProductListRow;

/** Every lot of one item, through the products list filtered on item_id. */
export async function lotsOfItem(itemId: string, signal?: AbortSignal): Promise<ProductRow[]> {
  const r = await call(
    STOCK_TABLES.products.list,
    {
      body: {
        sortBy: 'id',
        sortDir: 'asc',
        page: 1,
        perPage: 100,
        show_hidden_item: true,
        number: [{ column: 'item_id', symbol: '=', value: itemId }],
      },
    },
    { signal },
  );
  return r.data;
}

/** An item's image route, for `useFileObjectUrl`; the version (its `updated_at`) refetches a changed one. */
export function itemImagePath(id: string, version?: string): string {
  const path = endpointPath(itemEndpoints.image.path, { id });
  return version ? `${path}?v=${encodeURIComponent(version)}` : path;
}

export type HistoryRow = PurchaseHistoryRow;
export type HistoryAnswer = PurchaseHistoryAnswer;

export const purchaseHistory = (productId: string, signal?: AbortSignal) =>
  call(productEndpoints.purchaseHistory, { body: { product_id: productId } }, { signal });

export type { StockOutRecord, TransferRecord } from '@bb/contracts';
