import { DeleteOutlined } from '@ant-design/icons';
import { identityEndpoints, type PinnedProduct, productEndpoints } from '@bb/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import { useLookup } from '../../../components/form/lookup';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { call } from '../../../platform/api/call';
import { useAuthUser, useCan } from '../../../platform/auth/session';
import { formatNumber } from '../../../platform/format/numbers';
import { notify } from '../../../platform/notify';
import { LotSearchBox } from '../search/LotSearchBox';

type Pin = PinnedProduct;

/** /inventory/pin-product: the POS's quick buttons of a branch; pin a lot from the search, unpin. */
export function PinnedProductsScreen() {
  const { t } = useTranslation('stock');
  const can = useCan();
  const user = useAuthUser();
  useScreenTitle('inventory.pin_product', 'stock:pin.title', 'pinned products');
  const branches = useLookup<{ id: string; name: string }>(identityEndpoints.lookups.inventory);
  const [inventory, setInventory] = useState<string | null>(user.default_branch_id);
  const pins = useQuery({
    queryKey: ['stock', 'pins', inventory],
    enabled: Boolean(inventory),
    queryFn: async ({ signal }) =>
      (await call(productEndpoints.pins, { query: { inventory_id: inventory as string } }, { signal })).data,
  });
  const add = useMutation({
    mutationFn: (productId: string) =>
      call(productEndpoints.pin, {
        body: {
          inventory_id: inventory as string,
          product_id: productId,
          position: (pins.data?.length ?? 0) + 1,
        },
      }),
    onSuccess: () => {
      notify.success(t('pin.added'));
      void pins.refetch();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => call(productEndpoints.unpin, { params: { id } }),
    onSuccess: () => void pins.refetch(),
  });

  return (
    <Card data-testid="screen-pins">
      <Flex gap={12} wrap align="center" style={{ marginBlockEnd: 12 }}>
        <Typography.Text>{t('fields.inventory')}</Typography.Text>
        <Select
          style={{ minInlineSize: 220 }}
          value={inventory ?? undefined}
          onChange={(v: string) => setInventory(v)}
          options={(branches.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
          aria-label={t('fields.inventory')}
          data-testid="pin-inventory"
        />
      </Flex>
      {can('pin_product_create') ? (
        <LotSearchBox
          inventoryId={inventory}
          disabled={!inventory}
          onPick={(lot) => add.mutate(lot.id)}
          data-testid="pin-search"
        />
      ) : null}
      <Table<Pin>
        style={{ marginBlockStart: 12 }}
        size="small"
        rowKey="id"
        loading={pins.isFetching}
        dataSource={pins.data ?? []}
        pagination={false}
        columns={[
          { key: 'position', dataIndex: 'position', title: t('fields.position'), width: 80 },
          { key: 'name', dataIndex: 'name', title: t('fields.name') },
          {
            key: 'barcode',
            dataIndex: 'barcode',
            title: t('fields.barcode'),
            render: (v: string) => <bdi>{v}</bdi>,
          },
          {
            key: 'quantity',
            dataIndex: 'quantity',
            title: t('fields.quantity'),
            render: (v: string) => formatNumber(v, { maximumFractionDigits: 4 }),
          },
          {
            key: 'sale_price',
            dataIndex: 'sale_price',
            title: t('fields.sale_price'),
            render: (v: string, r) => <Amount value={v} currency={r.currency_code} />,
          },
          ...(can('pin_product_delete')
            ? [
                {
                  key: 'remove',
                  width: 48,
                  render: (_: unknown, r: Pin) => (
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('pin.remove')}
                      onClick={() => remove.mutate(r.id)}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

export default PinnedProductsScreen;
