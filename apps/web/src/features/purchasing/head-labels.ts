import type { ColumnKind } from '@bb/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { TableColumn } from '../../components/data-table';
import type { ColumnSpec } from '../../components/document/columns';
import type { DocumentHeadLabels } from '../../components/document/DocumentView';
import { useScreenTitle } from '../../components/useScreenTitle';
import { useCan } from '../../platform/auth/session';

/** The labels of a purchasing document's head fields (supplier, branch, date, currency, rate...). */
export function useHeadLabels(withRate: boolean): DocumentHeadLabels {
  const { t } = useTranslation('purchasing');
  return {
    party: t('fields.supplier'),
    inventory: t('fields.inventory'),
    date: t('fields.date'),
    currency: t('fields.currency'),
    ...(withRate ? { rate: t('fields.rate') } : {}),
    createdBy: t('fields.createdBy'),
    approvedAt: t('fields.approvedAt'),
    note: t('fields.note'),
    print: t('actions.print'),
  };
}

/** The columns every purchasing list opens with: number, date, supplier, branch. */
export function headColumns(dateKey: string): ColumnSpec[] {
  return [
    ['invoice_id', 'fields.invoiceId', 'text'],
    [dateKey, 'fields.date', 'date'],
    ['supplier_name', 'fields.supplier', 'text'],
    ['inventory_name', 'fields.inventory', 'text'],
  ];
}

/** The currency column of a list (no header filter: the toolbar filters by currency). */
export const CURRENCY_COLUMN: ColumnSpec = ['currency_code', 'fields.currency', 'text', { filter: false }];

/** The printable line fields of the purchasing documents: header label and kind. */
const PRINTED: Record<string, [label: string, kind: ColumnKind]> = {
  item_name: ['fields.item', 'text'],
  barcode: ['fields.barcode', 'text'],
  batch_number: ['fields.batchNumber', 'text'],
  expire_date: ['fields.expireDate', 'date'],
  quantity: ['fields.quantity', 'number'],
  bonus: ['fields.bonus', 'number'],
  purchase_price: ['fields.purchasePrice', 'money'],
  expected_price: ['fields.expectedPrice', 'money'],
  price: ['fields.price', 'money'],
  total: ['fields.total', 'money'],
  received_quantity: ['fields.received', 'number'],
  outstanding_quantity: ['fields.outstanding', 'number'],
};

/** The printed columns of a document's lines, in the order given. */
export function usePrintColumns(keys: (keyof typeof PRINTED)[]): TableColumn[] {
  const { t } = useTranslation('purchasing');
  const lt = t as unknown as (key: string) => string;
  return keys.map((key) => {
    const [label, kind] = PRINTED[key]!;
    return { key, title: lt(label), kind };
  });
}

/** What a purchasing view page starts from: its translation, record id, title, navigation, abilities and labels. */
export function usePurchasingView(
  routeId: string,
  titleKey: string,
  titleFallback: string,
  withRate: boolean,
) {
  const { t } = useTranslation('purchasing');
  const { id } = useParams();
  const title = useScreenTitle(routeId, titleKey, titleFallback);
  const navigate = useNavigate();
  const can = useCan();
  const labels = useHeadLabels(withRate);
  return { t, id, title, navigate, can, labels };
}
