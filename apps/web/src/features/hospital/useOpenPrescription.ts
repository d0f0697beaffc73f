import { hospitalEndpoints, routeById } from '@bb/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../platform/api/call';
import { bookKey, bookStore } from '../sales/pos/cart-book';
import { usePosSetup } from '../sales/pos/usePosSetup';
import { hospitalKeys, type IncomingPrescriptionJson } from './api';
import { cartFromPrescription, cartOfPrescription, prescriptionCartName } from './open-cart';

const POS_PATH = (routeById('inventory.sale.pos')?.path ?? '/inventory/sale/pos/:id/:editMode/:isReturn')
  .replace(':id', '0')
  .replace(':editMode', 'no')
  .replace(':isReturn', 'no');

/**
 * Opening a prescription (spec 4): the cart that already references it is brought forward; otherwise the
 * server marks it in process and answers its lines with lots, and a new cart named after the patient plus
 * the time joins the POS's carts. Either way the POS opens on it. Lines it could not fill are listed.
 */
export function useOpenPrescription(): (detail: IncomingPrescriptionJson) => Promise<void> {
  const setup = usePosSetup();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { notification } = App.useApp();
  const { t } = useTranslation('hospital');
  return async (detail) => {
    const store = bookStore(bookKey(setup.user.tenant_id, setup.user.id));
    const existing = cartOfPrescription(store.get().carts, detail.id);
    if (existing) {
      store.set({ ...store.get(), activeId: existing.id });
      await navigate(POS_PATH);
      return;
    }
    const opened = await call(hospitalEndpoints.open, { params: { id: detail.id } });
    const empty = setup.newCart(prescriptionCartName(detail.meta.patient.fullname, new Date()));
    const { cart, missing } = cartFromPrescription(
      opened,
      { ...empty, inventory_id: detail.inventory_id },
      setup.ctx,
    );
    const book = store.get();
    store.set({ carts: [...book.carts, cart], activeId: cart.id });
    void client.invalidateQueries({ queryKey: hospitalKeys.incoming });
    if (missing.length > 0)
      notification.warning({
        title: t('missing.title'),
        description: missing.map((m) => t('missing.line', { name: m.name, quantity: m.quantity })).join('\n'),
        duration: 8,
        props: { 'data-testid': 'prescription-missing' } as never,
      });
    await navigate(POS_PATH);
  };
}
