import { DeleteOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Flex, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import { NumberInput } from '../../../components/form/NumberInput';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { notify } from '../../../platform/notify';
import type { SearchLot } from '../api';
import { LotSearchBox } from '../search/LotSearchBox';
import { type Label, labelsHtml, printLabels } from './print-labels';

type Row = Label & { id: string; inventory: string };

/** At most this many labels in one print, so a slip of the finger does not print a roll. */
export const MAX_LABELS = 2000;

/** Adds a lot's label, or one more copy of it. */
export function addLabel(rows: Row[], lot: SearchLot): Row[] {
  const found = rows.find((r) => r.id === lot.id);
  if (found) return rows.map((r) => (r.id === lot.id ? { ...r, count: r.count + 1 } : r));
  return [
    ...rows,
    {
      id: lot.id,
      inventory: lot.inventory,
      name: lot.name,
      barcode: lot.barcode,
      sale_price: lot.sale_price,
      currency_code: lot.currency_code,
      count: 1,
    },
  ];
}

/** /inventory/label-print: choose lots and how many labels of each; print name, price and barcode. */
export function LabelPrintPage() {
  const { t } = useTranslation('stock');
  const { language, direction } = useLanguage();
  const title = useScreenTitle('inventory.label_print', 'stock:labels.title', 'label print');
  const [rows, setRows] = useState<Row[]>([]);
  const [showName, setShowName] = useState(true);
  const [showPrice, setShowPrice] = useState(true);
  const total = rows.reduce((s, r) => s + r.count, 0);

  const print = () => {
    if (total > MAX_LABELS) return notify.error(t('labels.tooMany', { max: MAX_LABELS }));
    const html = labelsHtml(rows, { showName, showPrice }, { title, lang: language, dir: direction });
    if (!printLabels(html)) notify.error(t('labels.popupBlocked'));
  };

  return (
    <Card data-testid="label-print">
      <LotSearchBox onPick={(lot) => setRows((r) => addLabel(r, lot))} data-testid="label-search" />
      <Table<Row>
        style={{ marginBlockStart: 12 }}
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: t('lines.empty') }}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('fields.name') },
          {
            key: 'barcode',
            dataIndex: 'barcode',
            title: t('fields.barcode'),
            render: (v: string) => <bdi>{v}</bdi>,
          },
          { key: 'inventory', dataIndex: 'inventory', title: t('fields.inventory') },
          {
            key: 'sale_price',
            dataIndex: 'sale_price',
            title: t('fields.sale_price'),
            render: (v: string, r) => <Amount value={v} currency={r.currency_code} />,
          },
          {
            key: 'count',
            title: t('labels.count'),
            width: 170,
            render: (_: unknown, r) => (
              <div data-testid={`label-count-${r.id}`}>
                <NumberInput
                  value={String(r.count)}
                  min={1}
                  max={MAX_LABELS}
                  onChange={(v) =>
                    setRows((all) =>
                      all.map((x) => (x.id === r.id ? { ...x, count: Number.parseInt(v, 10) || 1 } : x)),
                    )
                  }
                />
              </div>
            ),
          },
          {
            key: 'remove',
            width: 48,
            render: (_: unknown, r) => (
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('lines.remove')}
                onClick={() => setRows((all) => all.filter((x) => x.id !== r.id))}
              />
            ),
          },
        ]}
      />
      <Flex justify="end" align="center" gap={16} wrap style={{ marginBlockStart: 16 }}>
        <Checkbox checked={showName} onChange={(e) => setShowName(e.target.checked)}>
          {t('labels.showName')}
        </Checkbox>
        <Checkbox checked={showPrice} onChange={(e) => setShowPrice(e.target.checked)}>
          {t('labels.showPrice')}
        </Checkbox>
        <span>{t('labels.total', { n: total })}</span>
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={rows.length === 0}
          onClick={print}
          data-testid="labels-print"
        >
          {t('labels.print')}
        </Button>
      </Flex>
    </Card>
  );
}

export default LabelPrintPage;
