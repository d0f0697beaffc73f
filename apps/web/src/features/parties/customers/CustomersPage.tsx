import { FileSearchOutlined, HomeOutlined } from '@ant-design/icons';
import { customerEndpoints, PARTY_TABLES } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type TableColumn, type TableRow } from '../../../components/data-table';
import { AttachmentsDialog, CommentsDrawer, DeleteRecordDialog } from '../../../components/dialogs';
import { looseT } from '../../../components/loose-t';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../../../components/RowActions';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { useCan } from '../../../platform/auth/session';
import { CustomerResidenceSalesDrawer } from '../../residence-sales/CustomerResidenceSalesDrawer';
import { CUSTOMER_MODEL, parseBalances } from './api';
import { BalanceTags } from './BalanceTags';
import { CustomerDialog } from './CustomerDialog';

const ROUTE = 'customer.customer';

/**
 * /customer/customer: customers with their balances per currency (from the ledger), search and column
 * filters, export; add and edit in the customer dialog, attachments, comments, the account statement,
 * delete (refused while the customer has ledger movements).
 */
export function CustomersPage() {
  const { t } = useTranslation('customers');
  const lt = looseT(t);
  const can = useCan();
  const navigate = useNavigate();
  const title = useScreenTitle(ROUTE, 'customers:dialog.addTitle', 'customers');
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [files, setFiles] = useState<string | null>(null);
  const [comments, setComments] = useState<string | null>(null);
  const [residence, setResidence] = useState<{ id: string; name: string } | null>(null);
  const { t: rt } = useTranslation('residence-sales');
  const actions = useCrudRowActions();
  const col = (key: string, kind: TableColumn['kind'], extra: Partial<TableColumn> = {}): TableColumn => ({
    key,
    kind,
    title: lt(`customers:fields.${key}`),
    ...extra,
  });
  const columns: TableColumn[] = [
    col('id', 'id'),
    col('code', 'text'),
    col('name', 'text'),
    col('phone', 'text'),
    col('custom_code', 'text', { hidden: true }),
    col('inventory_name', 'text'),
    col('customer_type_name', 'text'),
    col('balance', 'text', {
      noSort: true,
      filter: false,
      render: (row) => <BalanceTags balances={parseBalances(row.balance)} />,
    }),
    col('base_balance', 'number', { hidden: true }),
    col('discount', 'number', { hidden: true }),
    col('price_type', 'enum', {
      hidden: true,
      labels: Object.fromEntries(['1', '2', '3'].map((v) => [v, lt(`customers:priceType.${v}`)])),
      filter: false,
    }),
    col('status', 'status', { enumName: 'status' }),
    col('email', 'text', { hidden: true }),
    col('address', 'text', { hidden: true }),
    col('created_at', 'datetime', { hidden: true }),
  ];

  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const list: RowAction[] = [];
    if (can('customer_edit')) list.push(actions.edit(() => setEditing({ id })));
    if (can('report_customer_account_statement'))
      list.push({
        key: 'statement',
        label: t('actions.statement'),
        icon: <FileSearchOutlined />,
        onClick: () => navigate(`/customer/detail-account-statement?customer_id=${id}`),
      });
    if (can('residence_sale_list'))
      list.push({
        key: 'residence-sales',
        label: rt('customerSales.action'),
        icon: <HomeOutlined />,
        onClick: () => setResidence({ id, name: String(row.name ?? '') }),
      });
    list.push(actions.attachments(() => setFiles(id)));
    list.push(actions.comments(() => setComments(id)));
    if (can('customer_delete')) list.push(actions.remove(() => setDeleting(id)));
    return <RowActionButtons id={id} actions={list} />;
  };

  return (
    <div data-testid="screen-customers">
      <DataTable
        tableId="customers"
        routeId={ROUTE}
        table={PARTY_TABLES.customers}
        title={title}
        columns={columns}
        createAbility="customer_create"
        onAdd={() => setEditing({ id: null })}
        rowActions={rowActions}
      />
      <CustomerDialog
        open={editing !== null}
        recordId={editing?.id ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteRecordDialog
        remove={customerEndpoints.delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
      <AttachmentsDialog
        open={files !== null}
        modelId={files ?? '0'}
        type={CUSTOMER_MODEL}
        canEdit={can('customer_edit', 'customer_create')}
        onClose={() => setFiles(null)}
      />
      <CustomerResidenceSalesDrawer customer={residence} onClose={() => setResidence(null)} />
      <CommentsDrawer
        open={comments !== null}
        modelId={comments ?? '0'}
        modelName={CUSTOMER_MODEL}
        onClose={() => setComments(null)}
      />
    </div>
  );
}

export default CustomersPage;
