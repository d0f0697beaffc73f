import { add, type SaleDetailLine, type SaleExtraLine, toText } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import { Quantity } from '../../../components/Quantity';
import { fetchSale } from '../pos/save-sale';

const sum = (values: string[]) => toText(add(...values));

/**
 * An expanded sale row (section 2.1): the items with sums, and the extras with sums when the branch
 * setting pos_sale_extra is 1. Fetched with GET sale/{id}.
 */
export function SaleExpandedRow({ saleId, showExtras }: { saleId: string; showExtras: boolean }) {
  const { t } = useTranslation('sales');
  const { data, isLoading } = useQuery({ queryKey: ['sale', saleId], queryFn: () => fetchSale(saleId) });
  if (isLoading || !data) return <Spin size="small" />;
  const cur = data.currency_code;
  const money = (v: string) => <Amount value={v} currency={cur} showCode={false} />;
  return (
    <div data-testid={`sale-expanded-${saleId}`}>
      <Table<SaleDetailLine>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={data.details}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('fields.name') },
          { key: 'barcode', dataIndex: 'barcode', title: t('fields.barcode') },
          {
            key: 'qty',
            title: t('fields.quantity'),
            align: 'end',
            render: (_, r) => <Quantity value={r.sale_quantity} />,
          },
          { key: 'cost', title: t('fields.cost'), align: 'end', render: (_, r) => money(r.cost) },
          {
            key: 'total_cost',
            title: t('fields.total_cost'),
            align: 'end',
            render: (_, r) => money(r.total_cost),
          },
          {
            key: 'sale_price',
            title: t('fields.sale_price'),
            align: 'end',
            render: (_, r) => money(r.sale_price),
          },
          {
            key: 'total_sale_price',
            title: t('fields.total_sale_price'),
            align: 'end',
            render: (_, r) => money(r.total_sale_price),
          },
        ]}
        summary={(rows) => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <strong>{t('fields.sum')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="end">
              <Quantity value={sum(rows.map((r) => r.sale_quantity))} />
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} />
            <Table.Summary.Cell index={4} align="end">
              {money(sum(rows.map((r) => r.total_cost)))}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} />
            <Table.Summary.Cell index={6} align="end">
              {money(sum(rows.map((r) => r.total_sale_price)))}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      {showExtras && data.extras.length > 0 ? (
        <>
          <Typography.Text strong>{t('fields.extras')}</Typography.Text>
          <Table<SaleExtraLine>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.extras}
            columns={[
              { key: 'name', title: t('fields.name'), render: (_, r) => r.sale_extra.name },
              { key: 'price', title: t('fields.price'), align: 'end', render: (_, r) => money(r.price) },
              { key: 'cost', title: t('fields.cost'), align: 'end', render: (_, r) => money(r.cost) },
            ]}
            summary={(rows) => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <strong>{t('fields.sum')}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="end">
                  {money(sum(rows.map((r) => r.price)))}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="end">
                  {money(sum(rows.map((r) => r.cost)))}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        </>
      ) : null}
    </div>
  );
}
