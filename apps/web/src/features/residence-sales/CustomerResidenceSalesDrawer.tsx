import { type CustomerResidenceSale, customerResidenceSalesEndpoint } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';
import { call } from '../../platform/api/call';

/**
 * A customer's residence sales (`customer/{id}/residence-sales`): each sale's units, total, what is paid,
 * left and overdue, and the next due date; a returned sale is marked and owes nothing.
 */
export function CustomerResidenceSalesDrawer({
  customer,
  onClose,
}: {
  customer: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('residence-sales');
  const sales = useQuery({
    queryKey: ['residence-sale', 'customer', customer?.id],
    queryFn: ({ signal }) =>
      call(customerResidenceSalesEndpoint, { params: { id: customer!.id }, query: {} }, { signal }),
    enabled: customer !== null,
    staleTime: 0,
  });
  const money = (key: 'total' | 'paid' | 'remaining' | 'overdue') => ({
    key,
    title: t(`fields.${key}`),
    align: 'end' as const,
    render: (_: unknown, s: CustomerResidenceSale) => <Amount value={s[key]} currency={s.currency_code} />,
  });
  return (
    <Drawer
      open={customer !== null}
      onClose={onClose}
      size={900}
      title={t('customerSales.title', { name: customer?.name ?? '' })}
      destroyOnHidden
    >
      {sales.isError ? <Alert type="error" showIcon title={t('customerSales.failed')} /> : null}
      <Table<CustomerResidenceSale>
        size="small"
        rowKey="id"
        loading={sales.isLoading}
        pagination={false}
        dataSource={sales.data?.data ?? []}
        data-testid="customer-residence-sales"
        locale={{ emptyText: t('customerSales.empty') }}
        columns={[
          { key: 'invoice_id', dataIndex: 'invoice_id', title: t('fields.invoice_id') },
          { key: 'date', dataIndex: 'date', title: t('fields.date') },
          { key: 'units', dataIndex: 'units', title: t('fields.units') },
          money('total'),
          money('paid'),
          money('remaining'),
          money('overdue'),
          { key: 'next', dataIndex: 'next_due_date', title: t('customerSales.nextDue') },
          {
            key: 'status',
            title: t('fields.returned'),
            render: (_, s) =>
              s.returned ? (
                <Tag color="red">{t('status.returned')}</Tag>
              ) : (
                <Tag color="green">{t('status.sold')}</Tag>
              ),
          },
        ]}
      />
    </Drawer>
  );
}
