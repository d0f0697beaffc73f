import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../components/lazy-screen';
import { accountingScreens } from '../features/accounting/screens';
import { constructionScreens } from '../features/construction/screens';
import { formTemplateScreens } from '../features/form-templates/screens';
import { hospitalScreens } from '../features/hospital/screens';
import { hrScreens } from '../features/hr/screens';
import { masterDataScreens } from '../features/master-data/screens';
import { customerActionScreens } from '../features/parties/customer-actions/screens';
import { customerScreens } from '../features/parties/customers/screens';
import { supplierScreens } from '../features/parties/suppliers/screens';
import { purchasingScreens } from '../features/purchasing/screens';
import { recipeScreens } from '../features/recipes/screens';
import { reportScreens } from '../features/reports/screens';
import { residenceScreens } from '../features/residence/screens';
import { residenceSalesScreens } from '../features/residence-sales/screens';
import { saleContractScreens } from '../features/sale-contracts/screens';
import { salesScreens } from '../features/sales/screens';
import { settingsScreens } from '../features/settings/screens';
import { giftScreens } from '../features/stock/gifts/screens';
import { stockScreens } from '../features/stock/screens';
import { stocktakeScreens } from '../features/stocktake/screens';
import { ticketScreens } from '../features/tickets/screens';
import { profileScreens } from '../features/users/profile/screens';
import { userScreens } from '../features/users/screens';

/**
 * The screens built so far, by route id of the route map in @bb/contracts (which gives the path and the
 * abilities). Each screen is its own chunk (`lazyScreen` adds the 120 s chunk time-out). Routes of the
 * map without a screen are not in the menu and fall through to 404; `npm run spec:routes` lists them.
 * Each feature keeps its own registry; this file only merges them. It must stay importable in Node
 * (the spec:routes script reads it): registries hold lazy loaders only, no CSS or side effects.
 */
export const screens: Record<string, LazyExoticComponent<ComponentType>> = {
  dashboard: lazyScreen(() => import('../features/dashboard/DashboardPage')),
  ...profileScreens,
  ...masterDataScreens,
  ...userScreens,
  ...accountingScreens,
  ...stockScreens,
  ...giftScreens,
  ...salesScreens,
  ...supplierScreens,
  ...purchasingScreens,
  ...residenceScreens,
  ...residenceSalesScreens,
  ...customerScreens,
  ...customerActionScreens,
  ...reportScreens,
  ...settingsScreens,
  ...hrScreens,
  ...hospitalScreens,
  ...stocktakeScreens,
  ...recipeScreens,
  ...ticketScreens,
  ...constructionScreens,
  ...formTemplateScreens,
  ...saleContractScreens,
};
