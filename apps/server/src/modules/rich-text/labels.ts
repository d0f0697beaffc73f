import type { TemplateLanguage } from '@bb/contracts';

/** Words the server writes into rendered tables, in the template's language. */
export const TABLE_LABELS: Record<
  TemplateLanguage,
  {
    seq: string;
    kind: string;
    dueDate: string;
    amount: string;
    item: string;
    quantity: string;
    price: string;
    total: string;
    kinds: Record<string, string>;
    /** Currency names in table headers (codes in English, names in Kurdish and Arabic as on screen). */
    currencies: Record<string, string>;
  }
> = {
  en: {
    seq: '#',
    kind: 'Instalment',
    dueDate: 'Due date',
    amount: 'Amount',
    item: 'Item',
    quantity: 'Quantity',
    price: 'Price',
    total: 'Total',
    kinds: { down_payment: 'Down payment', key: 'Key handover', premium: 'Premium', cash: 'Cash' },
    currencies: { IQD: 'IQD', USD: 'USD' },
  },
  ckb: {
    seq: '#',
    kind: 'قیست',
    dueDate: 'بەرواری دانەوە',
    amount: 'بڕ',
    item: 'کاڵا',
    quantity: 'ژمارە',
    price: 'نرخ',
    total: 'کۆ',
    kinds: { down_payment: 'پێشەکی', key: 'ڕادەستکردنی کلیل', premium: 'قیست', cash: 'نەقد' },
    currencies: { IQD: 'دینار', USD: 'دۆلار' },
  },
  ar: {
    seq: '#',
    kind: 'القسط',
    dueDate: 'تاريخ الاستحقاق',
    amount: 'المبلغ',
    item: 'المادة',
    quantity: 'الكمية',
    price: 'السعر',
    total: 'المجموع',
    kinds: { down_payment: 'الدفعة المقدمة', key: 'تسليم المفتاح', premium: 'قسط', cash: 'نقداً' },
    currencies: { IQD: 'دينار', USD: 'دولار' },
  },
};
