import { type Dec, dec, type InstalmentState, toText } from '@bb/contracts';

export interface OpenInstalment {
  id: string;
  seq: number;
  due_date: string;
  amount: string;
  paid: string;
}

/**
 * Allocates a receipt to instalments: the chosen one first (if any), then the oldest due (by due date, then
 * order in the schedule), each up to what is left on it. Answers the allocations and what could not be placed.
 */
export function allocate(
  instalments: readonly OpenInstalment[],
  amount: string,
  chosen: string | null,
): { allocations: { instalment_id: string; amount: string }[]; unplaced: Dec } {
  const order = [...instalments].sort((a, b) =>
    a.due_date === b.due_date ? a.seq - b.seq : a.due_date < b.due_date ? -1 : 1,
  );
  if (chosen) {
    const i = order.findIndex((x) => x.id === chosen);
    if (i > 0) order.unshift(...order.splice(i, 1));
  }
  let left = dec(amount);
  const allocations: { instalment_id: string; amount: string }[] = [];
  for (const x of order) {
    if (left.lte(0)) break;
    const open = dec(x.amount).minus(x.paid);
    if (open.lte(0)) continue;
    const take = open.lt(left) ? open : left;
    allocations.push({ instalment_id: x.id, amount: toText(take) });
    left = left.minus(take);
  }
  return { allocations, unplaced: left };
}

/** An instalment's state on a day: paid, overdue (due before that day and not paid), partly paid, or due. */
export function instalmentState(
  amount: string,
  paid: string,
  dueDate: string,
  asOf: string,
): InstalmentState {
  const remaining = dec(amount).minus(paid);
  if (remaining.lte(0)) return 'paid';
  if (dueDate < asOf) return 'overdue';
  return dec(paid).gt(0) ? 'partly_paid' : 'due';
}
