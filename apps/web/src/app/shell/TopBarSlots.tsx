import { HomeOutlined } from '@ant-design/icons';
import { routeById } from '@bb/contracts';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../platform/auth/session';
import { screens } from '../screens';
import { menuHref } from './menu';

const StockSearchPopover = lazy(() => import('../../features/stock/search/StockSearchPopover'));
const IncomingPrescriptions = lazy(() => import('../../features/hospital/IncomingPrescriptions'));

/** The incoming prescriptions (spec 4): only with an API connection; their own chunk. */
export function IncomingPrescriptionsSlot() {
  return (
    <Suspense fallback={null}>
      <IncomingPrescriptions />
    </Suspense>
  );
}

/**
 * The top bar's product stock search (spec 2: with product_list, a barcode/name box and a results table
 * with a purchase-history button per row). The popup is its own chunk, loaded with the shell after sign-in.
 */
export function ProductStockSearchSlot() {
  const can = useCan();
  if (!can('product_list')) return null;
  return (
    <Suspense fallback={null}>
      <StockSearchPopover />
    </Suspense>
  );
}

/**
 * The residence POS shortcut (spec 2: with residence_sale_create). A plain link to the residence POS route
 * (opened as 0/no/no), shown when that route has a screen (the residence sales feature's).
 */
export function ResidencePosShortcut() {
  const { t } = useTranslation('shell');
  const can = useCan();
  const route = routeById('inventory.residence_pos');
  if (!route || !screens[route.id] || !can('residence_sale_create')) return null;
  return (
    <Tooltip title={t('residencePos')}>
      <Link to={menuHref(route)} data-testid="residence-pos-shortcut">
        <Button type="text" shape="circle" icon={<HomeOutlined />} aria-label={t('residencePos')} />
      </Link>
    </Tooltip>
  );
}
