import { type ComponentType, createElement, type LazyExoticComponent } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

/** A screen of a module with named exports, with fixed props. */
function named<M, P extends object>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<P>,
  props: P,
  name: string,
): LazyExoticComponent<ComponentType> {
  return lazyScreen(async () => {
    const C = pick(await load());
    const Screen = () => createElement(C, props);
    Screen.displayName = name;
    return { default: Screen };
  });
}

const transfers = () => import('./transfers/TransfersScreen');
const transferView = () => import('./transfers/TransferViewPage');
const adjustments = () => import('./adjustments/AdjustmentsScreen');
const stockOuts = () => import('./stock-out/StockOutScreens');
const stockOutForm = () => import('./stock-out/StockOutFormPage');

/** Items and stock screens by route id (the route map in @bb/contracts gives paths and abilities). */
export const stockScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  'inventory.item.item': lazyScreen(() => import('./items/ItemsScreen')),
  'inventory.product': lazyScreen(() => import('./products/ProductsScreen')),
  'inventory.stock_backup': lazyScreen(() => import('./backups/StockBackupsScreen')),
  'inventory.label_print': lazyScreen(() => import('./labels/LabelPrintPage')),
  'inventory.price_checker': lazyScreen(() => import('./price-checker/PriceCheckerPage')),
  'inventory.pin_product': lazyScreen(() => import('./pinned/PinnedProductsScreen')),
  'report.product_purchase_history': lazyScreen(() => import('./ProductPurchaseHistoryPage')),
  'inventory.item_transfer': named(transfers, (m) => m.TransfersScreen, { isReturn: false }, 'Transfers'),
  'inventory.transfer_return': named(
    transfers,
    (m) => m.TransfersScreen,
    { isReturn: true },
    'TransferReturns',
  ),
  'inventory.item_transfer.add': lazyScreen(() => import('./transfers/TransferFormPage')),
  'inventory.item_transfer.edit': lazyScreen(() => import('./transfers/TransferFormPage')),
  'inventory.item_transfer.view': named(transferView, (m) => m.TransferViewPage, {}, 'TransferView'),
  'inventory.item_transfer.approve': named(
    transferView,
    (m) => m.TransferViewPage,
    { approve: true },
    'TransferApprove',
  ),
  'inventory.stock_adjustment_entry': named(
    adjustments,
    (m) => m.AdjustmentsScreen,
    { kind: 'entry' as const },
    'StockAdjustments',
  ),
  'inventory.daily_stock_adjustment': named(
    adjustments,
    (m) => m.AdjustmentsScreen,
    { kind: 'daily' as const },
    'DailyStockAdjustments',
  ),
  'inventory.goods_stock_out': named(stockOuts, (m) => m.StockOutScreen, {}, 'GoodsStockOut'),
  'inventory.goods_stock_out_items': named(stockOuts, (m) => m.StockOutItemsScreen, {}, 'GoodsStockOutItems'),
  'inventory.goods_stock_out.add': named(stockOutForm, (m) => m.StockOutFormPage, {}, 'GoodsStockOutAdd'),
  'inventory.goods_stock_out.edit': named(stockOutForm, (m) => m.StockOutFormPage, {}, 'GoodsStockOutEdit'),
  'inventory.goods_stock_out.view': named(stockOutForm, (m) => m.StockOutViewPage, {}, 'GoodsStockOutView'),
};
