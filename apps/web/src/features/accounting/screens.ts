import {
  MONEY_DOCUMENT_KIND_NAMES,
  MONEY_DOCUMENT_KINDS,
  type MoneyDocumentKind,
  resources,
} from '@bb/contracts';
import { type ComponentType, createElement, type LazyExoticComponent } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

/** One lazy screen per money-document kind; all share the generic screen's chunk. */
function moneyScreen(kind: MoneyDocumentKind): LazyExoticComponent<ComponentType> {
  return lazyScreen(async () => {
    const { MoneyDocumentScreen } = await import('./MoneyDocumentScreen');
    const Screen = () => createElement(MoneyDocumentScreen, { kind });
    Screen.displayName = `MoneyDocument(${kind})`;
    return { default: Screen };
  });
}

/** Accounting screens by route id: the money documents, the cash boxes and their statements, the ledgers. */
export const accountingScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  ...Object.fromEntries(
    MONEY_DOCUMENT_KIND_NAMES.map((kind) => [MONEY_DOCUMENT_KINDS[kind].route, moneyScreen(kind)]),
  ),
  'accounting.cash_box': lazyScreen(async () => {
    const { MasterDataScreen } = await import('../../components/master-data/MasterDataScreen');
    const Screen = () => createElement(MasterDataScreen, { def: resources.cashBox });
    Screen.displayName = 'MasterData(cashBox)';
    return { default: Screen };
  }),
  'accounting.cash_box.my_cashbox': lazyScreen(() => import('./MyCashboxPage')),
  'accounting.cash_box.detail_account_statement': lazyScreen(() => import('./CashBoxDetailStatementPage')),
  'accounting.cash_box.summary_account_statement': lazyScreen(() => import('./CashBoxSummaryStatementPage')),
  'accounting.general_ledger': lazyScreen(() => import('./GeneralLedgerScreen')),
  'accounting.balance_sheet': lazyScreen(() => import('./BalanceSheetPage')),
  'accounting.money_collection': lazyScreen(async () => ({
    default: (await import('./money-collection/MoneyCollectionScreen')).CollectorScreen,
  })),
  'accounting.money_collection_accountant': lazyScreen(async () => ({
    default: (await import('./money-collection/MoneyCollectionScreen')).AccountantScreen,
  })),
  'inventory.shareholder.detail_account_statement': lazyScreen(
    () => import('./shareholders/ShareholderStatementPage'),
  ),
  'inventory.shareholder.summary_account_statement': lazyScreen(
    () => import('./shareholders/ShareholderSummaryPage'),
  ),
  'accounting.asset.assets': lazyScreen(() => import('./assets/AssetsScreen')),
  'accounting.asset_clearance': lazyScreen(async () => ({
    default: (await import('./assets/AssetsScreen')).AssetClearancesScreen,
  })),
  'accounting.expense_document': lazyScreen(() => import('./expense-documents/ExpenseDocumentsScreen')),
  'accounting.expense_document.add': lazyScreen(() => import('./expense-documents/ExpenseDocumentFormPage')),
  'accounting.expense_document.edit': lazyScreen(() => import('./expense-documents/ExpenseDocumentFormPage')),
  'accounting.expense_document.show': lazyScreen(() => import('./expense-documents/ExpenseDocumentViewPage')),
};
