import { type AssetClearanceInput, dec, depreciationThrough, MESSAGES, toAmount } from '@bb/contracts';
import { sql } from 'kysely';
import { conflict, invalid } from '../../platform/errors.js';
import { usableBox } from '../cash/boxes.js';
import { assertConnected } from '../documents/branch-scope.js';
import { defineDocument } from '../documents/define.js';
import type { PostLine } from '../ledger/post.js';
import { ASSET_COLUMNS, type AssetRow, assetMoney, scheduleOf } from './asset-depreciation.js';

interface Prepared {
  input: AssetClearanceInput;
  asset: AssetRow;
  /** Depreciation posted by the monthly runs. */
  posted: string;
  /** Depreciation from the last posted month to the clearance date, prorated by day. */
  toDate: string;
  gainLoss: string;
}

/**
 * Asset clearance: a sale (into a cash box) or a disposal (for nothing). The depreciation not yet posted up
 * to the day is posted with it, then the asset leaves: its accumulated depreciation and its cost are taken
 * off, and sale minus book value is the gain or loss. After it the asset's fixed-assets and accumulated
 * depreciation balances are zero. Deleting the clearance puts the asset back.
 */
export const assetClearanceDocument = defineDocument<
  AssetClearanceInput,
  Prepared,
  {
    id: string;
    invoice_id: string;
    gain_loss: string;
  }
>({
  type: 'asset_clearance',
  table: 'asset_clearances',
  branchColumn: 'inventory_id',
  branchOf: (_input, p) => p?.asset.inventory_id ?? null,
  scope: 'connected',
  branchFixed: true,
  journalColumn: 'journal_entry_id',
  tracksUpdater: true,

  async validate(tx, auth, input, current) {
    const asset = (
      await sql<AssetRow>`select ${ASSET_COLUMNS} from assets a where a.id = ${input.asset_id} for update`.execute(
        tx,
      )
    ).rows[0];
    if (!asset) throw invalid({ asset_id: ['The selected asset is invalid.'] });
    await assertConnected(tx, auth, asset.inventory_id);
    const other = await sql`select 1 from asset_clearances where asset_id = ${asset.id}
      and id <> ${current?.id ?? '0'}`.execute(tx);
    if (other.rows.length > 0) throw conflict(MESSAGES.assetCleared);
    if (input.date < asset.date) throw invalid({ date: [MESSAGES.clearanceBeforePurchase] });
    if (dec(input.sale_amount).gt(0) && !input.cash_box_id)
      throw invalid({ cash_box_id: [MESSAGES.cashBoxWhenSold] });
    if (input.cash_box_id) await usableBox(tx, auth, input.cash_box_id, 'cash_box_id', asset.currency_code);
    const schedule = await scheduleOf(tx, asset);
    const posted = schedule.filter((r) => r.posted).reduce((s, r) => s.plus(r.amount), dec(0));
    const through = dec(depreciationThrough(schedule, input.date, asset.decimals));
    const toDate = through.gt(posted) ? through.minus(posted) : dec(0);
    const book = dec(asset.cost).minus(posted).minus(toDate);
    return {
      input,
      asset,
      posted: toAmount(posted),
      toDate: toAmount(toDate),
      gainLoss: toAmount(dec(input.sale_amount).minus(book)),
    };
  },
  header: (input, p) => ({
    asset_id: input.asset_id,
    date: input.date,
    sale_amount: input.sale_amount,
    cash_box_id: input.cash_box_id,
    accumulated: toAmount(dec(p.posted).plus(p.toDate)),
    depreciation_to_date: p.toDate,
    gain_loss: p.gainLoss,
    note: input.note,
  }),
  async posting(tx, { prepared: p }) {
    const money = await assetMoney(tx, p.asset);
    const dim = { type: 'asset', id: p.asset.id };
    const lines: PostLine[] = [{ account: 'fixed_assets', side: 'credit', dim, ...money(p.asset.cost) }];
    if (dec(p.toDate).gt(0)) lines.push({ account: 'depreciation', side: 'debit', dim, ...money(p.toDate) });
    if (dec(p.posted).gt(0))
      lines.push({ account: 'accumulated_depreciation', side: 'debit', dim, ...money(p.posted) });
    if (dec(p.input.sale_amount).gt(0))
      lines.push({
        account: 'cash',
        cashBoxId: p.input.cash_box_id,
        side: 'debit',
        ...money(p.input.sale_amount),
      });
    const gain = dec(p.gainLoss);
    if (gain.gt(0))
      lines.push({ account: 'asset_disposal_gain', side: 'credit', dim, ...money(toAmount(gain)) });
    if (gain.lt(0))
      lines.push({ account: 'asset_disposal_loss', side: 'debit', dim, ...money(toAmount(gain.abs())) });
    return { lines, description: p.input.note ?? p.asset.name, inventoryId: p.asset.inventory_id };
  },
  result: (row, p) => ({ id: row.id, invoice_id: row.invoice_id, gain_loss: p.gainLoss }),
});
