import { HomeOutlined } from '@ant-design/icons';
import { routeById } from '@bb/contracts';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screens } from '../../app/screens';
import { useCan } from '../../platform/auth/session';
import { menuHref } from './menu';

/**
 * Where the top bar's product stock search goes (spec 2: with product_list, a barcode/name box and a
 * results table with a purchase-history button per row). It needs `POST product/search` and the
 * purchase-history dialog, which do not exist yet, so this renders nothing; the stock feature fills it
 * in (and keeps the product_list gate) when they land. Nothing here pretends to search.
 */
export function ProductStockSearchSlot() {
  return null;
}

/**
 * The residence POS shortcut (spec 2: with residence_sale_create). A plain link to the residence POS route
 * (opened as 0/no/no); shown only once that route has a screen, so today it renders nothing.
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
