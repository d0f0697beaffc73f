import type { Purchase } from '@bb/contracts';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';
import { itemColumn } from '../../components/document/line-columns';
import { Quantity } from '../../components/Quantity';

type PurchaseLotLine = Purchase['lines'][number];

/** The lots of the purchase a return starts from that still hold stock: a click adds one to the return. */
export function PurchaseLotsCard({
  lines,
  currency,
  onPick,
}: {
  lines: PurchaseLotLine[];
  currency: string;
  onPick: (line: PurchaseLotLine) => void;
}) {
  const { t } = useTranslation('purchasing');
  if (lines.length === 0) return null;
  return (
    <Card size="small" title={t('return.purchaseLines')} style={{ marginBlockEnd: 12 }}>
      <Table<PurchaseLotLine>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={lines}
        data-testid="purchase-lots"
        onRow={(l) => ({ onClick: () => onPick(l), style: { cursor: 'pointer' } })}
        columns={[
          itemColumn<PurchaseLotLine>(t('fields.item')),
          { key: 'batch', title: t('fields.batchNumber'), dataIndex: 'batch_number' },
          { key: 'stock', title: t('fields.stock'), render: (_, l) => <Quantity value={l.lot_quantity} /> },
          {
            key: 'price',
            title: t('fields.purchasePrice'),
            render: (_, l) => <Amount value={l.purchase_price} currency={currency} />,
          },
        ]}
      />
    </Card>
  );
}
