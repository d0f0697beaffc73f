import type { SearchLot } from '../api';

/**
 * Which lot a search answer adds at once (shared-screens 2.2): exactly one result is added; with several
 * results and batch numbers off, a single exact barcode match is picked; otherwise the user chooses.
 */
export function autoPick(rows: SearchLot[], keyword: string, useBatchNumber = false): SearchLot | null {
  if (rows.length === 1) return rows[0]!;
  if (rows.length === 0 || useBatchNumber) return null;
  const k = keyword.trim();
  const exact = rows.filter((r) => r.barcode === k);
  return exact.length === 1 ? exact[0]! : null;
}

/** Group headers per batch and expiry (a header starts each new batch number and expiry entry). */
export function withGroupHeaders(rows: SearchLot[]): (SearchLot & { group_header: boolean })[] {
  let last = '';
  return rows.map((r) => {
    const key = `${r.item_id}|${r.batch_number}|${r.expire_date ?? ''}`;
    const header = key !== last;
    last = key;
    return { ...r, group_header: header };
  });
}
