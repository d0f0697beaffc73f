import { type CartItem, cartTotals, dec } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Card, Col, type InputRef, Row, Spin, Typography } from 'antd';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { boxToSend, nextBoxValue } from '../../../components/form/money-document-rules';
import { useCan } from '../../../platform/auth/session';
import { currenciesQuery } from '../../../platform/auth/session-queries';
import { reportError } from '../../../platform/report-error';
import { usePrintSale } from '../print/usePrintSale';
import { CartLines } from './CartLines';
import { CartOptions } from './CartOptions';
import { CartTabs } from './CartTabs';
import { bookKey } from './cart-book';
import { editOf } from './edit-cart';
import { type PayChecks, PaymentBox, payBlocked } from './PaymentBox';
import { ProductSearch } from './ProductSearch';
import { belowCostLines, belowCostOf, noBoxForCash } from './sale-checks';
import { saveSale, updateSale } from './save-sale';
import { useCartOps } from './useCartOps';
import { POS_PATH, useEditSale } from './useEditSale';
import { usePosSetup } from './usePosSetup';
import { usePosShortcuts } from './usePosShortcuts';

/** The spec's focus delay after a reset. */
const FOCUS_AFTER_RESET_MS = 300;

/**
 * The point of sale (/inventory/sale/pos/:id/:editMode/:isReturn): several named carts kept in local
 * storage, the barcode search, the customer, pricing, currency, payment and change; F2 search, F4 new
 * cart, F6 next cart, F9 pay. Saving sends the cart's idempotency key, then prints the receipt.
 */
export function PosPage() {
  const { t } = useTranslation('sales');
  const { message } = App.useApp();
  const params = useParams();
  const navigate = useNavigate();
  const startAsReturn = params.isReturn === 'yes';
  const setup = usePosSetup();
  const ops = useCartOps(bookKey(setup.user.tenant_id, setup.user.id), setup);
  const { cart } = ops;
  const edit = useEditSale(ops, setup);
  const editing = editOf(cart);
  const search = useRef<InputRef>(null);
  const printSale = usePrintSale();
  const [saving, setSaving] = useState(false);
  const [printAfter, setPrintAfter] = useState(true);
  const [boxChoice, setBoxChoice] = useState<string | null>(null);
  // The scanner and the lines come first (the cashier can scan at once); the options and payment column
  // renders just after, as a transition that a scan interrupts (issue 8: open in under 1.5 s).
  const [sideReady, setSideReady] = useState(false);
  useEffect(() => startTransition(() => setSideReady(true)), []);
  const currencyList = useQuery(currenciesQuery).data;
  const { baseCurrency, foreignCurrency } = setup.ctx;
  const currencies = useMemo(
    () => currencyList?.map((c) => c.code) ?? [baseCurrency, foreignCurrency],
    [currencyList, baseCurrency, foreignCurrency],
  );

  // a first cart when the book is empty (or a return cart when opened in return mode); in edit mode the
  // sale's own cart comes instead
  const empty = ops.book.carts.length === 0;
  const { ensureCart } = ops;
  const editId = edit.editId;
  useEffect(() => {
    if (empty && !editId) ensureCart(startAsReturn);
  }, [empty, editId, startAsReturn, ensureCart]);

  const totals = useMemo(() => (cart ? cartTotals(cart, setup.ctx) : null), [cart, setup.ctx]);
  const boxes = setup.cashBoxes;
  const cur = cart?.currency_code ?? setup.defaultCurrency;
  const cashBox = nextBoxValue(boxes, cur, boxChoice ?? (editing.edit_sale_id ? cart?.cash_box_id : null));

  const can = useCan();
  const checks = useMemo<PayChecks>(
    () => ({
      noBox: cart && totals ? noBoxForCash(cart, totals, boxes) : false,
      belowCost: cart ? belowCostLines(cart, setup.ctx) : [],
      mayBelowCost: can('sale_below_cost'),
    }),
    [cart, totals, boxes, setup.ctx, can],
  );

  // a line's cost warning reads the cart's currency, rate and return mode only
  const { currency_code: pricedIn = '', exchange_rate: rate = '0', is_return: isReturn = false } = cart ?? {};
  const costOf = useCallback(
    (line: CartItem) =>
      belowCostOf(line, { currency_code: pricedIn, exchange_rate: rate, is_return: isReturn }, setup.ctx),
    [pricedIn, rate, isReturn, setup.ctx],
  );

  const focusSearch = () => setTimeout(() => search.current?.focus(), FOCUS_AFTER_RESET_MS);

  const pay = async () => {
    if (!cart || saving || cart.products.length === 0) return;
    if (!cart.products.some((p) => dec(p.sale_quantity).gt(0))) return;
    if (
      (cart.currency_code !== setup.ctx.baseCurrency || cart.amount_currency_code !== cart.currency_code) &&
      !dec(cart.exchange_rate || '0').gt(0)
    ) {
      void message.error(t('pos.rateRequired'));
      return;
    }
    // the reason shows above Pay; F9 says it again
    if (payBlocked(checks)) {
      void message.error(
        t(checks.noBox ? 'pos.noCashBox' : 'pos.belowCostBlocked', {
          currency: cart.currency_code,
          items: checks.belowCost.map((l) => l.name).join(', '),
        }),
      );
      return;
    }
    setSaving(true);
    try {
      const box = boxToSend(boxes, cur, cashBox);
      if (editing.edit_sale_id) {
        const saved = await updateSale(cart, editing, setup.ctx, box);
        void message.success(t('pos.updated', { invoice: saved.invoice_id }));
        ops.close(cart.id);
        navigate(POS_PATH, { replace: true });
        if (printAfter) await printSale(saved.id, 'receipt');
        return;
      }
      const saved = await saveSale(cart, setup.ctx, box);
      void message.success(t('pos.saved', { invoice: saved.invoice_id }));
      ops.finish(cart.id);
      if (printAfter) await printSale(saved.id, 'receipt');
    } catch (e) {
      reportError(e);
    } finally {
      setSaving(false);
      focusSearch();
    }
  };

  usePosShortcuts({
    focusSearch: () => search.current?.focus(),
    newCart: () => ops.newCart(),
    nextCart: () => ops.nextCart(),
    pay: () => void pay(),
  });

  if (!cart || !totals)
    return edit.loading ? (
      <Spin data-testid="pos-edit-loading" style={{ display: 'block', marginBlock: 48 }} />
    ) : null;
  return (
    <div data-testid="screen-pos" className="pos-screen">
      <CartTabs ops={ops} />
      {editing.edit_sale_id ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBlockEnd: 8 }}
          data-testid="pos-edit-mode"
          message={t('pos.editing', { invoice: editing.edit_invoice_id ?? '' })}
        />
      ) : null}
      {setup.ctx.inventoryProcessMode ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBlockEnd: 8 }}
          data-testid="pos-process-mode"
          title={t('pos.processMode')}
        />
      ) : null}
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={16}>
          <Card size="small">
            <ProductSearch
              inputRef={search}
              inventoryId={cart.inventory_id}
              onlyInStock={!cart.is_return && !setup.ctx.inventoryProcessMode}
              onPick={ops.add}
            />
            {cart.is_return ? (
              <Typography.Text type="warning" data-testid="pos-return-mode">
                {t('pos.returnMode')}
              </Typography.Text>
            ) : null}
            <div style={{ marginTop: 8 }}>
              <CartLines
                lines={cart.products}
                currency={cart.currency_code}
                costOf={costOf}
                costKey={`${rate}|${isReturn}`}
                onQuantity={ops.setQuantity}
                onPrice={ops.setPrice}
                onRemove={ops.remove}
              />
            </div>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" loading={!sideReady}>
            <CartOptions cart={cart} setup={setup} ops={ops.actions} currencies={currencies} />
            <PaymentBox
              cart={cart}
              totals={totals}
              setup={setup}
              ops={ops.actions}
              currencies={currencies}
              cashBoxId={cashBox}
              onCashBox={setBoxChoice}
              printAfter={printAfter}
              onPrintAfter={setPrintAfter}
              saving={saving}
              onPay={() => void pay()}
              checks={checks}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}

export default PosPage;
