import type { ReportColumn, ReportColumnType } from './types';

type Opts = Omit<ReportColumn, 'key' | 'type'>;

/** Short constructors for the declarations: `money('total', { aggregate: true })`. */
const of =
  (type: ReportColumnType) =>
  (key: string, opts: Opts = {}): ReportColumn => ({ key, type, ...opts });

export const money = of('money');
export const quantity = of('quantity');
export const number = of('number');
export const date = of('date');
export const text = of('text');
export const status = of('status');
export const documentType = of('document');
export const partyType = of('party');
export const accountType = of('accountType');
export const account = of('account');
/** A journal entry's description: the fixed ones the server writes named in the user's language. */
export const journalDescription = of('description');

/** The same options on several columns (the aggregates of a grouped report). */
export const each = (opts: Opts, ...columns: ReportColumn[]): ReportColumn[] =>
  columns.map((c) => ({ ...c, ...opts }));

/** The currency column: shown, never filtered from its header (the toolbar's currency filter does it). */
export const currency = text('currency_code', { label: 'currency' });
