import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { newIdempotencyKey } from '../../../components/form/money-document-rules';
import { cartFromSale } from './edit-cart';
import { fetchSale } from './save-sale';
import type { CartOps } from './useCartOps';
import type { PosSetup } from './usePosSetup';

/** The POS path of a new sale (after an edit is saved) and of editing a saved sale. */
export const POS_PATH = '/inventory/sale/pos/0/no/no';
export const posEditPath = (saleId: string, isReturn: boolean) =>
  `/inventory/sale/pos/${saleId}/yes/${isReturn ? 'yes' : 'no'}`;

/** The local id of the cart that edits a sale: opening the same sale again finds it. */
export const editCartId = (saleId: string) => `edit-${saleId}`;

/**
 * Edit mode (/inventory/sale/pos/:id/yes/:isReturn): loads the saved sale (GET sale/{id}) into its own
 * cart, once; a cart already editing that sale (kept in the book over a reload) is made active instead.
 * Answers the sale id being edited (null outside edit mode, or when the sale could not be loaded: the
 * POS then works as usual) and whether it is still loading.
 */
export function useEditSale(ops: CartOps, setup: PosSetup): { editId: string | null; loading: boolean } {
  const { t } = useTranslation('sales');
  const params = useParams();
  const editId =
    params.editMode === 'yes' && params.id && /^\d+$/.test(params.id) && params.id !== '0' ? params.id : null;
  const cartId = editId ? editCartId(editId) : null;
  const existing = cartId ? ops.book.carts.some((c) => c.id === cartId) : false;
  const handled = useRef<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['sale', editId, 'pos-edit'],
    queryFn: () => fetchSale(editId ?? ''),
    enabled: editId !== null && !existing && handled.current !== editId,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const { select, open } = ops;

  useEffect(() => {
    if (!editId || !cartId) {
      // out of edit mode (e.g. after the edit was saved): opening a sale again loads it afresh
      handled.current = null;
      setFailed(null);
      return;
    }
    if (handled.current === editId) return;
    if (existing) {
      handled.current = editId;
      select(cartId);
      return;
    }
    if (query.data) {
      handled.current = editId;
      open(
        cartFromSale(query.data, setup.ctx, {
          id: cartId,
          name: t('pos.editCartName', { invoice: query.data.invoice_id }),
          idempotencyKey: newIdempotencyKey(),
          rateOf: setup.rateOf,
        }),
      );
    } else if (query.error) {
      handled.current = editId;
      // the query client has shown the server's message already
      setFailed(editId);
    }
  }, [editId, cartId, existing, query.data, query.error, select, open, setup, t]);

  if (editId !== null && failed === editId) return { editId: null, loading: false };
  return { editId, loading: editId !== null && !existing && query.isLoading };
}
