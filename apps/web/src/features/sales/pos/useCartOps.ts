import {
  addProduct,
  type Cart,
  type CartChange,
  type CustomerPricing,
  type PriceType,
  type ProductRow,
  removeItem,
  setCurrency,
  setCustomer,
  setPricing,
  setQuantity,
  setUnitPrice,
} from '@bb/contracts';
import { App } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { playErrorSound } from '../../../components/dialogs';
import { newIdempotencyKey } from '../../../components/form/money-document-rules';
import { type CartBook, nextCartId, nextCartNumber, useCartBook, withCart, withoutCart } from './cart-book';
import { withHeldStock } from './edit-cart';
import type { PosSetup } from './usePosSetup';

export interface CartOps extends CartActions {
  book: CartBook;
  cart: Cart | null;
  /** The operations as one object that stays the same while the book changes. */
  actions: CartActions;
}

/** The operations alone: the same functions from render to render (for memoised parts of the POS). */
export interface CartActions {
  update: (fn: (cart: Cart) => Cart) => void;
  add: (row: ProductRow) => void;
  setQuantity: (productId: string, value: string) => void;
  setPrice: (productId: string, value: string) => void;
  remove: (productId: string) => void;
  setCustomer: (customer: CustomerPricing | null) => void;
  setPricing: (type: PriceType, profit: string) => void;
  setCurrency: (currency: string, rate: string) => void;
  newCart: (isReturn?: boolean) => void;
  /** A first cart when there is none. */
  ensureCart: (isReturn: boolean) => void;
  nextCart: () => void;
  select: (id: string) => void;
  close: (id: string) => void;
  rename: (id: string, name: string) => void;
  /** After a sale is saved: the cart is emptied with a new idempotency key. */
  finish: (id: string) => void;
  /** Adds a ready cart (edit mode) and makes it active. */
  open: (cart: Cart) => void;
}

/** The POS's cart operations over the stored book, with the 'Exceeded Quantity.' message and sound. */
export function useCartOps(key: string, setup: PosSetup): CartOps {
  const { t } = useTranslation('sales');
  const { message } = App.useApp();
  const [book, change] = useCartBook(key);
  const cart = book.carts.find((c) => c.id === book.activeId) ?? null;
  const actions = useMemo(() => cartActions(change, setup, t, message), [change, setup, t, message]);
  return useMemo(() => ({ book, cart, actions, ...actions }), [book, cart, actions]);
}

function cartActions(
  change: (update: (book: CartBook) => CartBook) => void,
  setup: PosSetup,
  t: TFunction<'sales'>,
  message: MessageInstance,
): CartActions {
  const { ctx } = setup;
  const update = (fn: (c: Cart) => Cart) =>
    change((b) => {
      const active = b.carts.find((c) => c.id === b.activeId);
      return active ? withCart(b, fn(active)) : b;
    });

  const report = (r: CartChange) => {
    if (r.message) {
      playErrorSound();
      void message.error(t('pos.exceeded'));
    }
    return r.cart;
  };

  const label = (n: number) => t('pos.cartName', { n });
  const newCart = (isReturn = false, onlyIfEmpty = false) =>
    change((b) => {
      if (onlyIfEmpty && b.carts.length > 0) return b;
      const c = { ...setup.newCart(nextCartNumber(b, label)), is_return: isReturn };
      return { carts: [...b.carts, c], activeId: c.id };
    });

  return {
    update,
    add: (row) => update((c) => report(addProduct(c, withHeldStock(c, row), ctx))),
    setQuantity: (id, v) => update((c) => report(setQuantity(c, id, v, ctx))),
    setPrice: (id, v) => update((c) => setUnitPrice(c, id, v)),
    remove: (id) => update((c) => removeItem(c, id)),
    setCustomer: (customer) => update((c) => setCustomer(c, customer, ctx)),
    setPricing: (type, profit) => update((c) => setPricing(c, type, profit, ctx)),
    setCurrency: (currency, rate) => update((c) => setCurrency(c, currency, rate, ctx)),
    newCart: (isReturn) => newCart(isReturn),
    ensureCart: (isReturn) => newCart(isReturn, true),
    nextCart: () => change((b) => ({ ...b, activeId: nextCartId(b) })),
    select: (id) => change((b) => ({ ...b, activeId: id })),
    close: (id) => change((b) => withoutCart(b, id)),
    rename: (id, name) =>
      change((b) => ({ ...b, carts: b.carts.map((c) => (c.id === id ? { ...c, name } : c)) })),
    finish: (id) =>
      change((b) => {
        const done = b.carts.find((c) => c.id === id);
        if (!done) return b;
        const fresh = { ...setup.newCart(done.name), id: done.id, is_return: done.is_return };
        return withCart(b, { ...fresh, idempotency_key: newIdempotencyKey() });
      }),
    open: (c) => change((b) => ({ carts: [...b.carts.filter((x) => x.id !== c.id), c], activeId: c.id })),
  };
}
