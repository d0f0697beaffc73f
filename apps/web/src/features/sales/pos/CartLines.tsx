import { DeleteOutlined } from '@ant-design/icons';
import { type Cart, type CartItem, lineTotal, unitPrice } from '@bb/contracts';
import { Button, Table, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import { MoneyInput } from '../../../components/form/MoneyInput';

interface Props {
  cart: Cart;
  onQuantity: (productId: string, value: string) => void;
  onPrice: (productId: string, value: string) => void;
  onRemove: (productId: string) => void;
}

/** The lines of the active cart, newest first: quantity and unit price editable, stock shown. */
export function CartLines({ cart, onQuantity, onPrice, onRemove }: Props) {
  const { t } = useTranslation('sales');
  const cur = cart.currency_code;
  return (
    <Table<CartItem>
      size="small"
      rowKey="product_id"
      dataSource={cart.products}
      pagination={false}
      scroll={{ y: 'calc(100vh - 330px)' }}
      locale={{ emptyText: t('pos.emptyCart') }}
      data-testid="pos-lines"
      onRow={(row) => ({ 'data-testid': `pos-line-${row.barcode}` }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        {
          key: 'name',
          title: t('fields.name'),
          render: (_, r) => (
            <div>
              <div>{r.name}</div>
              <small dir="ltr">
                {r.barcode}
                {r.batch_number ? ` · ${r.batch_number}` : ''}
                {r.expire_date ? ` · ${r.expire_date}` : ''}
              </small>
              {r.currency_code !== cur ? <Tag style={{ marginInlineStart: 4 }}>{r.currency_code}</Tag> : null}
            </div>
          ),
        },
        {
          key: 'stock',
          title: t('fields.stock'),
          width: 80,
          align: 'end',
          render: (_, r) => <bdi>{r.quantity}</bdi>,
        },
        {
          key: 'sale_quantity',
          title: t('fields.quantity'),
          width: 110,
          render: (_, r) => (
            <MoneyInput
              id={`qty-${r.product_id}`}
              decimals={4}
              value={r.sale_quantity}
              onChange={(v) => onQuantity(r.product_id, v === '' ? '0' : v)}
            />
          ),
        },
        {
          key: 'price',
          title: t('fields.price'),
          width: 130,
          render: (_, r) => (
            <MoneyInput
              id={`price-${r.product_id}`}
              value={unitPrice(r)}
              onChange={(v) => onPrice(r.product_id, v === '' ? '0' : v)}
            />
          ),
        },
        {
          key: 'total',
          title: t('fields.total'),
          width: 130,
          align: 'end',
          render: (_, r) => (
            <span data-testid={`pos-line-total-${r.barcode}`}>
              <Amount value={lineTotal(r)} currency={cur} showCode={false} />
            </span>
          ),
        },
        {
          key: 'remove',
          width: 48,
          render: (_, r) => (
            <Tooltip title={t('pos.remove')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('pos.remove')}
                onClick={() => onRemove(r.product_id)}
              />
            </Tooltip>
          ),
        },
      ]}
    />
  );
}
