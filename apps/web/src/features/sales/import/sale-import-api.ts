import { type SaleImportResult, saleEndpoints } from '@bb/contracts';
import { sendForm } from '../../../components/raw-call';

export interface SaleImportOptions {
  inventoryId: string;
  cashBoxId: string | null;
  currencyCode: string;
}

/** The multipart body of POST sale/import. */
export function importForm(file: Blob, opts: SaleImportOptions, preview: boolean): FormData {
  const form = new FormData();
  form.append('inventory_id', opts.inventoryId);
  if (opts.cashBoxId) form.append('cash_box_id', opts.cashBoxId);
  if (opts.currencyCode) form.append('currency_code', opts.currencyCode);
  form.append('preview', preview ? '1' : '0');
  form.append('file', file, file instanceof File ? file.name : 'sales.xlsx');
  return form;
}

/** Previews (nothing saved) or imports the sheet; an import with row errors rejects with a 422. */
export async function postSaleImport(
  file: Blob,
  opts: SaleImportOptions,
  preview: boolean,
): Promise<SaleImportResult> {
  return sendForm(saleEndpoints.import, undefined, importForm(file, opts, preview));
}

/** Every row error of a result, in sheet order. */
export const importErrors = (result: SaleImportResult | null): string[] =>
  result ? result.sales.flatMap((s) => s.errors) : [];
