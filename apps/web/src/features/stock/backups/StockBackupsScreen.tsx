import { DownloadOutlined } from '@ant-design/icons';
import { type EndpointInput, identityEndpoints, productEndpoints, STOCK_TABLES } from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableRow } from '../../../components/data-table';
import { TABLE_KEY } from '../../../components/data-table/useTableData';
import { LookupSelect } from '../../../components/form/LookupSelect';
import { SUBMIT_GUARD, useGuardedAction } from '../../../components/form/useGuardedAction';
import { looseT } from '../../../components/loose-t';
import { RowActionButtons } from '../../../components/RowActions';
import { saveFile } from '../../../components/raw-call';
import { sheetWordNames } from '../../../components/sheet-words';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { call } from '../../../platform/api/call';
import { useAuthUser } from '../../../platform/auth/session';
import { notify } from '../../../platform/notify';
import { reportError } from '../../../platform/report-error';

const ROUTE = 'inventory.stock_backup';

/** GET the backup's xlsx with the bearer token (no token in the address) and save it. */
export async function downloadBackup(id: string): Promise<void> {
  const words = sheetWordNames();
  const query = { words: JSON.stringify(words) };
  await saveFile(
    productEndpoints.downloadBackup,
    { params: { id }, query },
    `${words.stock_backup} ${id}.xlsx`,
  );
}

/** /inventory/stock-backup: snapshots of a branch's lots; take one now, download any as xlsx. */
export function StockBackupsScreen() {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  const f = (k: string) => lt(`fields.${k}`);
  const user = useAuthUser();
  const client = useQueryClient();
  const title = useScreenTitle(ROUTE, 'stock:backup.title', 'stock backup');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ inventory_id?: string; note?: string }>();
  const create = useMutation({
    mutationFn: (body: EndpointInput<typeof productEndpoints.createBackup>['body']) =>
      call(productEndpoints.createBackup, { body }),
    onSuccess: () => {
      notify.success(lt('table:messages.added'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      setOpen(false);
    },
  });
  const guard = useGuardedAction(async () => {
    const v = await form.validateFields().catch(() => null);
    if (v)
      await create
        .mutateAsync({ inventory_id: v.inventory_id ?? '', note: v.note || null })
        .catch(() => undefined);
  }, SUBMIT_GUARD);

  const rowActions = (row: TableRow) => (
    <RowActionButtons
      id={String(row.id)}
      actions={[
        {
          key: 'download',
          label: t('backup.download'),
          icon: <DownloadOutlined />,
          onClick: () => void downloadBackup(String(row.id)).catch(reportError),
        },
      ]}
    />
  );

  return (
    <div data-testid="screen-stock-backup">
      <DataTable
        tableId="stock-backup"
        routeId={ROUTE}
        table={STOCK_TABLES.backups}
        title={title}
        dateRange
        createAbility="stock_backup_create"
        addLabel={t('backup.create')}
        onAdd={() => {
          form.setFieldsValue({ inventory_id: user.default_branch_id ?? undefined, note: '' });
          setOpen(true);
        }}
        rowActions={rowActions}
        columns={[
          { key: 'id', title: f('id'), kind: 'id' },
          { key: 'inventory_name', title: f('inventory'), kind: 'text' },
          { key: 'note', title: f('note'), kind: 'text' },
          { key: 'lots', title: f('lots'), kind: 'number' },
          { key: 'total_quantity', title: f('total_quantity'), kind: 'number' },
          { key: 'total_value', title: f('value'), kind: 'number' },
          { key: 'created_by_name', title: f('created_by_name'), kind: 'text' },
          { key: 'created_at', title: f('created_at'), kind: 'datetime' },
        ]}
      />
      <Modal
        open={open}
        title={t('backup.create')}
        onCancel={() => setOpen(false)}
        forceRender
        footer={[
          <Button key="cancel" onClick={() => setOpen(false)}>
            {lt('table:actions.cancel')}
          </Button>,
          <Button
            key="ok"
            type="primary"
            loading={guard.loading}
            onClick={() => guard.run()}
            data-testid="form-submit"
          >
            {lt('table:actions.save')}
          </Button>,
        ]}
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="inventory_id"
            label={f('inventory')}
            rules={[{ required: true, message: lt('table:validation.required', { field: f('inventory') }) }]}
          >
            <LookupSelect lookup={identityEndpoints.lookups.inventory} enabled={open} />
          </Form.Item>
          <Form.Item name="note" label={f('note')}>
            <Input maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}

export default StockBackupsScreen;
