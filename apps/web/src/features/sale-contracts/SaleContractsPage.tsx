import { EyeOutlined } from '@ant-design/icons';
import { SALE_TABLES } from '@bb/contracts';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn, type TableRow } from '../../components/data-table';
import { type RowAction, RowActionButtons } from '../../components/RowActions';
import { useScreenTitle } from '../../components/useScreenTitle';
import { ContractDrawer } from './ContractDrawer';
import { NewContractDialog } from './NewContractDialog';

/** `/inventory/sale-contract`: every contract version; a new one from a template and a sale; open to edit, sign, print. */
export default function SaleContractsPage() {
  const { t } = useTranslation('templates');
  const title = useScreenTitle('inventory.sale_contract', 'templates:contract.title', 'sale_contract');
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const columns: TableColumn[] = [
    { key: 'contract_no', title: t('contract.number'), kind: 'id' },
    { key: 'version', title: t('contract.version'), kind: 'number' },
    {
      key: 'status',
      title: t('contract.status'),
      kind: 'enum',
      labels: { draft: t('contract.draft'), signed: t('contract.signed') },
      render: (row) => (
        <Tag color={row.status === 'signed' ? 'green' : 'default'}>
          {t(row.status === 'signed' ? 'contract.signed' : 'contract.draft')}
        </Tag>
      ),
    },
    { key: 'date', title: t('contract.date'), kind: 'date' },
    { key: 'sale_invoice_id', title: t('contract.sale'), kind: 'text' },
    { key: 'customer_name', title: t('contract.customer'), kind: 'text' },
    { key: 'form_template_name', title: t('contract.templateName'), kind: 'text' },
    {
      key: 'language',
      title: t('contract.language'),
      kind: 'enum',
      labels: { en: t('languages.en'), ckb: t('languages.ckb'), ar: t('languages.ar') },
    },
    { key: 'inventory_name', title: t('contract.branch'), kind: 'text', hidden: true },
    { key: 'signed_at', title: t('contract.signedAt'), kind: 'datetime' },
  ];
  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const list: RowAction[] = [
      { key: 'open', label: t('contract.open'), icon: <EyeOutlined />, onClick: () => setOpen(id) },
    ];
    return <RowActionButtons id={id} actions={list} />;
  };
  return (
    <div data-testid="screen-sale_contract">
      <DataTable
        tableId="sale_contracts"
        routeId="inventory.sale_contract"
        table={SALE_TABLES.saleContracts}
        title={title}
        columns={columns}
        dateRange
        createAbility="sale_contract_create"
        addLabel={t('contract.add')}
        onAdd={() => setAdding(true)}
        rowActions={rowActions}
      />
      <NewContractDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(id) => {
          setAdding(false);
          setOpen(id);
        }}
      />
      <ContractDrawer id={open} onClose={() => setOpen(null)} onOpen={setOpen} />
    </div>
  );
}
