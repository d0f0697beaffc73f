import { useCallback, useState } from 'react';
import { addDecimal } from '../../components/form/decimal';
import type { Pick } from './ItemSearch';
import { editLine, lineFromPick, type PurchaseLine, setFcPrice } from './lines';

/**
 * The lines being entered. A pick of an item already on a line with the same batch adds 1 to that line
 * (a second scan) and moves it to the top; otherwise the new line goes on top. Answers the key of the
 * line to focus.
 */
export function usePurchaseLines(initial: PurchaseLine[] = []) {
  const [lines, setLines] = useState<PurchaseLine[]>(initial);
  const add = useCallback((pick: Pick, inventoryId?: string): string => {
    const fresh = lineFromPick(pick, inventoryId);
    let focusKey = fresh.key;
    setLines((current) => {
      const same = current.find(
        (l) => l.item_id === fresh.item_id && l.batch_number === fresh.batch_number && !l.id,
      );
      if (!same) return [fresh, ...current];
      focusKey = same.key;
      const bumped = { ...same, quantity: addDecimal(same.quantity || '0', 1) };
      return [bumped, ...current.filter((l) => l.key !== same.key)];
    });
    return focusKey;
  }, []);
  const edit = useCallback((key: string, field: keyof PurchaseLine, value: string) => {
    setLines((current) => current.map((l) => (l.key === key ? editLine(l, field, value) : l)));
  }, []);
  const fcPrice = useCallback((key: string, currency: string, value: string) => {
    setLines((current) => current.map((l) => (l.key === key ? setFcPrice(l, currency, value) : l)));
  }, []);
  const remove = useCallback((key: string) => {
    setLines((current) => current.filter((l) => l.key !== key));
  }, []);
  return { lines, setLines, add, edit, fcPrice, remove };
}
