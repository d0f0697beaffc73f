import type { SearchLot } from '@bb/contracts';

/** A product (lot) search row (apps/server/src/modules/stock/search.ts). */
export type LotRow = SearchLot;

/** An item found by the search, with its lots (in the chosen branch first). */
export interface FoundItem {
  item_id: string;
  name: string;
  barcode: string;
  per_packet: number;
  exact: boolean;
  lots: LotRow[];
}

/** Groups lot rows by item, keeping the server's order (exact barcode matches first). */
export function groupByItem(rows: LotRow[]): FoundItem[] {
  const byItem = new Map<string, FoundItem>();
  for (const r of rows) {
    const id = String(r.item_id);
    let item = byItem.get(id);
    if (!item) {
      item = {
        item_id: id,
        name: r.name,
        barcode: r.barcode,
        per_packet: Number(r.per_packet) || 1,
        exact: Boolean(r.exact),
        lots: [],
      };
      byItem.set(id, item);
    }
    item.lots.push(r);
  }
  return [...byItem.values()];
}
