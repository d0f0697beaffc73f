import { formatMoney } from '@bb/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { baseDataQuery } from '../platform/auth/session-queries';
import { currencyName } from '../platform/format/currency';
import { useLanguage } from '../platform/i18n/useLanguage';
import { a4Setup, esc, imageSrc, type PrintSetup, withPrintImages } from '../platform/printing';
import type { TableColumn, TableRow } from './data-table';
import { printTable } from './data-table/print-table';

export interface PrintedDocument {
  /** The title line: document, number, party, date. */
  heading: string;
  /** The document's total, printed after the heading in its currency's decimals (en-US digits). */
  total?: { amount: string; currency: string };
  columns: TableColumn[];
  rows: TableRow[];
  /** The branch whose print setup gives the shop header. */
  inventoryId: string;
}

/**
 * The shop header of a printed document, as the A4 sale invoice has it: the print setup's header image
 * when it has one, else the shop's name and address. Nothing without a setup.
 */
export function shopHeaderHtml(setup: PrintSetup | null): string {
  if (!setup) return '';
  const image = imageSrc(setup.header);
  if (image) return `<img class="shop-header" src="${esc(image)}" alt="">`;
  const lines = [setup.name, setup.address].filter((l): l is string => Boolean(l));
  return lines.length > 0
    ? `<div class="shop-header">${lines.map((l, i) => (i === 0 ? `<strong>${esc(l)}</strong>` : `<div>${esc(l)}</div>`)).join('')}</div>`
    : '';
}

/** "… - Total: 42,500 IQD" (the currency by its name in Kurdish and Arabic). */
export function headingWithTotal(heading: string, totalLabel: string, total?: PrintedDocument['total']) {
  if (!total) return heading;
  return `${heading} - ${totalLabel}: ${formatMoney(total.amount, total.currency)} ${currencyName(total.currency)}`;
}

/**
 * Prints a purchasing document through the table printer: the branch's shop header (the A4 print setup,
 * else any setup of the branch), the title line with the total, and the lines.
 */
export function usePrintDocument(): (doc: PrintedDocument) => Promise<void> {
  const client = useQueryClient();
  const { t } = useTranslation('purchasing');
  const { language, direction } = useLanguage();
  return useCallback(
    async (doc: PrintedDocument) => {
      const base = await client.fetchQuery(baseDataQuery).catch(() => null);
      const prints = (base?.prints ?? []) as unknown as PrintSetup[];
      const stored =
        a4Setup(prints, doc.inventoryId) ?? prints.find((p) => p.inventory_id === doc.inventoryId) ?? null;
      const setup = stored ? await withPrintImages(stored).catch(() => stored) : null;
      printTable(
        headingWithTotal(doc.heading, t('totals.total'), doc.total),
        doc.columns,
        doc.rows,
        direction,
        language,
        {
          headerHtml: shopHeaderHtml(setup),
        },
      );
    },
    [client, t, language, direction],
  );
}

/** A print column. */
export const col = (key: string, title: string, kind: TableColumn['kind'] = 'text'): TableColumn => ({
  key,
  title,
  kind,
});
