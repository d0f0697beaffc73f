import { constructionStockOutEndpoints } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Spin, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';
import { formatNumber, formatQuantity } from '../../platform/format/numbers';
import { OUT_BASE } from './shared';

/** `/construction/stock-outs/view/{id}`: one stock-out, its lots and bill-of-quantities lines, at cost. */
export default function StockOutViewPage() {
  const { t } = useTranslation('construction');
  const { id } = useParams();
  const navigate = useNavigate();
  useScreenTitle('construction.stock_outs.view', 'construction:stockOuts.title', 'stock-out');
  const record = useQuery({
    queryKey: ['construction-stock-out', id],
    queryFn: () => call(constructionStockOutEndpoints.get, { params: { id: id! } }),
  });
  const r = record.data;
  const money = (v: string) => formatNumber(v, { maximumFractionDigits: 6 });
  return (
    <Spin spinning={record.isLoading}>
      {r ? (
        <Card
          data-testid="construction-stock-out-view"
          title={r.invoice_id}
          extra={
            <Tag color={r.is_return ? 'orange' : 'green'}>
              {r.is_return ? t('stockOuts.return') : t('stockOuts.issue')}
            </Tag>
          }
        >
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              { key: 'order', label: t('fields.order'), children: r.order_invoice_id },
              { key: 'project', label: t('fields.project'), children: r.project_name },
              { key: 'inventory', label: t('fields.inventory'), children: r.inventory_name },
              { key: 'date', label: t('fields.date'), children: dayjs(r.date).format('DD/MM/YYYY') },
              { key: 'value', label: t('fields.value'), children: money(r.value) },
              { key: 'note', label: t('fields.note'), children: r.note ?? '-' },
            ]}
          />
          <Table
            size="small"
            rowKey={(l) => `${l.order_line_id}-${l.product_id}`}
            pagination={false}
            dataSource={r.lines}
            columns={[
              { key: 'boq', dataIndex: 'boq_name', title: t('fields.boq_line') },
              { key: 'item', dataIndex: 'item_name', title: t('fields.item') },
              { key: 'batch', dataIndex: 'batch_number', title: t('fields.batch_number') },
              { key: 'quantity', title: t('fields.quantity'), render: (_, l) => formatQuantity(l.quantity) },
              { key: 'cost', title: t('fields.unit_cost'), render: (_, l) => money(l.unit_cost) },
            ]}
          />
          <Flex justify="end" style={{ marginBlockStart: 16 }}>
            <Button onClick={() => navigate(OUT_BASE)}>{t('form.back')}</Button>
          </Flex>
        </Card>
      ) : null}
    </Spin>
  );
}
