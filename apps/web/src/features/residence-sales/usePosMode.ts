import { type ResidenceSaleRecord, residenceSaleEndpoints, toText } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { call } from '../../platform/api/call';
import type { PickedUnit, SaleForm } from './plan';
import type { ReturnTarget } from './ResidenceReturnDialog';

export const RESIDENCE_POS_PATH = '/inventory/residence-pos/0/no/no';
export const residencePosPath = (id: string, mode: 'edit' | 'return') =>
  `/inventory/residence-pos/${id}/${mode === 'edit' ? 'yes' : 'no'}/${mode === 'return' ? 'yes' : 'no'}`;

/**
 * The residence POS route's modes (/inventory/residence-pos/:id/:editMode/:isReturn): 0/no/no sells; an id
 * with editMode `yes` loads that sale into the form (units, prices, plan) to save it again (the server
 * refuses once money was received or the key handed over); an id with isReturn `yes` opens the sale's
 * return. Answers the sale being edited or returned (null when selling, or while it loads).
 */
export function usePosMode(form: FormInstance<SaleForm>, setUnits: (units: PickedUnit[]) => void) {
  const params = useParams();
  const id = params.id && /^\d{1,18}$/.test(params.id) && params.id !== '0' ? params.id : null;
  const mode = !id ? null : params.isReturn === 'yes' ? 'return' : params.editMode === 'yes' ? 'edit' : null;
  const sale = useQuery({
    queryKey: ['residence-sale', 'pos', id],
    queryFn: ({ signal }) => call(residenceSaleEndpoints.get, { params: { id: id! } }, { signal }),
    enabled: mode !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const loaded = useRef<string | null>(null);
  useEffect(() => {
    const s = sale.data;
    if (mode !== 'edit' || !s || loaded.current === s.id) return;
    loaded.current = s.id;
    form.setFieldsValue(formOf(s));
    setUnits(
      s.units.map((u) => ({
        id: u.residence_unit_id,
        code: u.code,
        name: u.name,
        price: toText(u.price),
        currency_code: s.currency_code,
      })),
    );
  }, [mode, sale.data, form, setUnits]);
  const returning: ReturnTarget | null =
    mode === 'return' && sale.data
      ? {
          id: sale.data.id,
          invoice: sale.data.invoice_id,
          currency: sale.data.currency_code,
          total: sale.data.total,
          paid: sale.data.paid,
        }
      : null;
  return { mode, editing: mode === 'edit' ? (sale.data ?? null) : null, returning, failed: sale.isError };
}

const text = (v: string | null) => (v === null ? null : toText(v));

function formOf(s: ResidenceSaleRecord): SaleForm {
  return {
    inventory_id: s.inventory_id,
    date: s.date,
    customer_id: s.customer_id,
    currency_code: s.currency_code,
    exchange_rate: toText(s.exchange_rate),
    discount: toText(s.discount),
    premium_type: s.premium_type as SaleForm['premium_type'],
    down_payment: toText(s.down_payment),
    premium_count: s.premium_count,
    frequency: s.frequency,
    first_due_date: s.first_due_date,
    pre_key_percent: toText(s.pre_key_percent),
    key_handover_date: s.key_handover_date,
    first_premium_amount: text(s.first_premium_amount),
    note: s.note,
  };
}
