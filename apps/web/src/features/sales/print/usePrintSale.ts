import type { SaleDetail } from '@bb/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { baseDataQuery } from '../../../platform/auth/session-queries';
import { directionOf, isLanguage } from '../../../platform/i18n/languages';
import { notify } from '../../../platform/notify';
import {
  a4Document,
  a4Setup,
  cashierSetup,
  type InvoicePrint,
  openPrintWindow,
  type PrintLabels,
  type PrintSetup,
  receiptDocument,
  withPrintImages,
} from '../../../platform/printing';
import { reportError } from '../../../platform/report-error';
import { fetchSale } from '../pos/save-sale';

export type SalePrintKind = 'receipt' | 'a4' | 'a4_duplicated';

export function invoiceOf(sale: SaleDetail): InvoicePrint {
  return {
    invoice_id: sale.invoice_id,
    sale_date: sale.sale_date,
    created_at: sale.created_at,
    is_return: sale.is_return === 1,
    customer_name: sale.customer_name,
    user_name: sale.user_name,
    subtotal: sale.subtotal,
    discount: sale.discount,
    discount_amount: sale.discount_amount,
    minus: sale.minus,
    total: sale.total,
    currency_code: sale.currency_code,
    cash: sale.cash,
    amount_paid: sale.amount_paid,
    amount_currency_code: sale.amount_currency_code,
    amount_change: sale.amount_change,
    note: sale.note,
    details: sale.details.map((d) => ({
      name: d.name,
      barcode: d.barcode,
      sale_price: d.sale_price,
      quantity: d.sale_quantity,
      total: d.total_sale_price,
    })),
    extras: sale.extras.map((e) => ({ name: e.sale_extra.name, price: e.price })),
  };
}

/** Prints a saved sale as the cashier receipt, the A4 invoice or the duplicated A4. */
export function usePrintSale(): (saleId: string, kind: SalePrintKind) => Promise<Window | null> {
  const { t, i18n } = useTranslation('sales');
  const client = useQueryClient();
  return useCallback(
    async (saleId: string, kind: SalePrintKind) => {
      try {
        const [sale, base] = await Promise.all([fetchSale(saleId), client.fetchQuery(baseDataQuery)]);
        const prints = base.prints as unknown as PrintSetup[];
        const stored =
          kind === 'receipt' ? cashierSetup(prints, sale.inventory_id) : a4Setup(prints, sale.inventory_id);
        if (!stored) {
          notify.error(t(kind === 'receipt' ? 'print.noCashierData' : 'print.noA4Data'));
          return null;
        }
        // header, background and footer images from file-storage/{branchId}/print/{fileName}
        const setup = await withPrintImages(stored);
        const labels: PrintLabels = {
          invoice: t('print.invoice'),
          saleReturn: t('print.saleReturn'),
          date: t('print.date'),
          customer: t('print.customer'),
          cashier: t('print.cashier'),
          item: t('print.item'),
          barcode: t('print.barcode'),
          price: t('print.price'),
          quantity: t('print.quantity'),
          total: t('print.total'),
          subtotal: t('print.subtotal'),
          discount: t('print.discount'),
          minus: t('print.minus'),
          extras: t('print.extras'),
          grandTotal: t('print.grandTotal'),
          cash: t('print.cash'),
          paid: t('print.paid'),
          change: t('print.change'),
          note: t('print.note'),
          copyright: t('print.copyright', { year: new Date().getFullYear() }),
          copy: t('print.copy'),
        };
        const lang = isLanguage(i18n.language) ? i18n.language : 'en';
        const dir = directionOf(lang);
        const invoice = invoiceOf(sale);
        const doc =
          kind === 'receipt'
            ? receiptDocument(invoice, setup, labels, lang, dir)
            : a4Document(invoice, setup, labels, lang, dir, kind === 'a4_duplicated');
        const win = openPrintWindow(kind === 'receipt' ? 'receipt' : 'a4', doc);
        if (!win) notify.error(t('print.popupBlocked'));
        return win;
      } catch (error) {
        reportError(error);
        return null;
      }
    },
    [t, i18n.language, client],
  );
}
