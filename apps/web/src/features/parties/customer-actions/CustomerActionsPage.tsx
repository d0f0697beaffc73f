import { customerEndpoints, PARTY_TABLES } from '@bb/contracts';
import { Flex, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { LookupSelect } from '../../../components/form/LookupSelect';
import { looseT } from '../../../components/loose-t';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { CUSTOMER_ACTION_TYPES, CUSTOMER_ACTIONS_ROUTE } from './action-types';

/**
 * /customer/actions: everything that happened to customers, one row per document or change (sales and
 * returns, receipts, debts, adjustment entries, subscription and customer changes, deleted documents),
 * with the date range, a customer and an action-type filter, print and the Excel export. The two
 * filters go together as the protocol's `list`, so the type column has no header filter of its own.
 */
export function CustomerActionsPage() {
  const { t } = useTranslation('customer-actions');
  const lt = looseT(t);
  const title = useScreenTitle(CUSTOMER_ACTIONS_ROUTE, 'customer-actions:title', 'customer actions');
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [types, setTypes] = useState<string[]>([]);
  const labels = useMemo(
    () => Object.fromEntries(CUSTOMER_ACTION_TYPES.map((k) => [k, lt(`types.${k}`)])),
    [lt],
  );
  const extraBody = useMemo(() => {
    const list: { column: string; values: string[] }[] = [];
    if (customerId) list.push({ column: 'customer_id', values: [customerId] });
    if (types.length > 0) list.push({ column: 'action_type', values: types });
    return list.length > 0 ? { list } : undefined;
  }, [customerId, types]);
  const col = (key: string, kind: TableColumn['kind'], extra: Partial<TableColumn> = {}): TableColumn => ({
    key,
    kind,
    title: lt(`columns.${key}`),
    ...extra,
  });
  const columns: TableColumn[] = [
    col('action_at', 'datetime'),
    col('action_date', 'date', { hidden: true }),
    col('customer_code', 'text', { hidden: true }),
    col('customer_name', 'text'),
    col('customer_phone', 'text', { hidden: true }),
    col('action_type', 'enum', { labels, filter: false }),
    col('invoice_id', 'text'),
    col('amount', 'money'),
    col('currency_code', 'text'),
    col('user_name', 'text'),
    col('inventory_name', 'text'),
  ];

  return (
    <div data-testid="screen-customer-actions">
      <Flex wrap gap={8} align="center" style={{ marginBlockEnd: 8 }}>
        <div style={{ minWidth: 240 }}>
          <LookupSelect
            lookup={customerEndpoints.lookup}
            value={customerId}
            onChange={(v) => setCustomerId(typeof v === 'string' ? v : null)}
            placeholder={t('filters.customer')}
            allowClear
            data-testid="customer-actions-customer"
          />
        </div>
        <Select
          mode="multiple"
          value={types}
          onChange={setTypes}
          allowClear
          placeholder={t('filters.type')}
          aria-label={t('filters.type')}
          style={{ minWidth: 240 }}
          data-testid="customer-actions-type"
          options={CUSTOMER_ACTION_TYPES.map((k) => ({ value: k, label: labels[k] }))}
        />
      </Flex>
      <DataTable
        tableId="customer_actions"
        routeId={CUSTOMER_ACTIONS_ROUTE}
        table={PARTY_TABLES.customerActions}
        title={title}
        columns={columns}
        dateRange
        currencyFilter
        extraBody={extraBody}
        defaultSort={{ sortBy: 'action_at', sortDir: 'desc' }}
      />
    </div>
  );
}

export default CustomerActionsPage;
