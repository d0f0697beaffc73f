import { BarcodeOutlined } from '@ant-design/icons';
import { PROCESS_STATUS, STOCKTAKE_TABLES, stocktakeEndpoints } from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Input, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, TABLE_KEY, type TableColumn } from '../../components/data-table';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';
import { sessionKeys } from '../../platform/auth/session-queries';
import { notify } from '../../platform/notify';
import { CountCell } from './CountCell';
import { StartProcessCard } from './StartProcessCard';
import { ProcessPicker, STOCKTAKE_KEY, useChosenProcess } from './shared';

/** The scan box: each scan adds one (or the typed quantity) to the item's lot in the snapshot. */
function ScanBox({ processId }: { processId: string }) {
  const { t } = useTranslation('stocktake');
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const scan = useMutation({
    mutationFn: (barcode: string) =>
      call(stocktakeEndpoints.scan, { params: { id: processId }, body: { barcode } }),
    onSuccess: (res) => {
      setCode('');
      notify.success(
        t('scan.added', { name: res.name, batch: res.batch_number || '-', counted: res.counted }),
      );
      if (res.flagged) notify.error(t('count.flagged'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      void client.invalidateQueries({ queryKey: [STOCKTAKE_KEY, 'process', processId] });
    },
  });
  return (
    <Input.Search
      data-testid="stocktake-scan"
      aria-label={t('scan.label')}
      placeholder={t('scan.placeholder')}
      prefix={<BarcodeOutlined />}
      enterButton={t('scan.add')}
      style={{ maxInlineSize: 420 }}
      value={code}
      loading={scan.isPending}
      onChange={(e) => setCode(e.target.value)}
      onSearch={(v) => v.trim() && scan.mutate(v.trim())}
      autoFocus
    />
  );
}

/** /inventory-adjustment/create: start a stocktake or continue one, and count its lots (typed or scanned). */
export default function CountPage() {
  const { t } = useTranslation('stocktake');
  const title = useScreenTitle('inventory_adjustment.create', 'stocktake:count.title', 'stocktake');
  const navigate = useNavigate();
  const client = useQueryClient();
  const { open, processId, setProcessId, process, extraBody } = useChosenProcess();
  const counting = process?.status === PROCESS_STATUS.counting;
  const cancel = useMutation({
    mutationFn: (id: string) => call(stocktakeEndpoints.cancel, { params: { id } }),
    onSuccess: () => {
      setProcessId(null);
      void client.invalidateQueries({ queryKey: [STOCKTAKE_KEY] });
      // the branch's inventory process mode (the POS cap) follows the open count
      void client.invalidateQueries({ queryKey: sessionKeys.user });
    },
  });
  const columns: TableColumn[] = [
    { key: 'name', title: t('fields.name'), kind: 'text' },
    { key: 'barcode', title: t('fields.barcode'), kind: 'text' },
    { key: 'batch_number', title: t('fields.batch_number'), kind: 'text' },
    { key: 'expire_date', title: t('fields.expire_date'), kind: 'date', hidden: true },
    ...(process && !process.blind
      ? [{ key: 'snapshot_quantity', title: t('fields.snapshot_quantity'), kind: 'number' as const }]
      : []),
    {
      key: 'counted',
      title: t('fields.counted'),
      kind: 'number',
      render: (row) => (
        <CountCell
          processId={processId ?? ''}
          productId={String(row.id)}
          value={(row.counted as string | null) ?? null}
          disabled={!counting}
        />
      ),
    },
    {
      key: 'recount',
      title: t('fields.recount'),
      kind: 'bool',
      render: (row) => (row.recount ? <Tag color="warning">{t('count.recount')}</Tag> : null),
    },
    { key: 'counted_by_name', title: t('fields.counted_by_name'), kind: 'text', hidden: true },
    { key: 'counted_at', title: t('fields.counted_at'), kind: 'datetime', hidden: true },
  ];
  return (
    <div data-testid="screen-stocktake-count">
      <Flex vertical gap={12}>
        <StartProcessCard onStarted={setProcessId} />
        <Card size="small" title={title}>
          <Flex wrap gap={12} align="center">
            <ProcessPicker rows={open.data} value={processId} onChange={setProcessId} />
            {process ? (
              <Descriptions
                size="small"
                column={{ xs: 1, md: 4 }}
                items={[
                  { key: 'lines', label: t('fields.lines'), children: process.lines },
                  { key: 'counted', label: t('fields.counted_lines'), children: process.counted_lines },
                  { key: 'flagged', label: t('fields.flagged_lines'), children: process.flagged_lines },
                  { key: 'blind', label: t('fields.blind'), children: process.blind ? t('yes') : t('no') },
                ]}
              />
            ) : null}
          </Flex>
          {processId && counting ? (
            <Flex wrap gap={12} style={{ marginBlockStart: 12 }}>
              <ScanBox processId={processId} />
              <Button onClick={() => navigate('/inventory-adjustment/comparison')}>
                {t('count.toComparison')}
              </Button>
              <Popconfirm title={t('count.cancelConfirm')} onConfirm={() => cancel.mutate(processId)}>
                <Button danger loading={cancel.isPending} data-testid="stocktake-cancel">
                  {t('count.cancel')}
                </Button>
              </Popconfirm>
            </Flex>
          ) : null}
          {!processId && open.isSuccess ? (
            <Alert style={{ marginBlockStart: 12 }} type="info" showIcon title={t('count.noneOpen')} />
          ) : null}
        </Card>
        {processId ? (
          <DataTable
            tableId="stocktake-count"
            table={STOCKTAKE_TABLES.count}
            title={t('count.lines')}
            columns={columns}
            extraBody={extraBody}
            defaultSort={{ sortBy: 'name', sortDir: 'asc' }}
            exportable={false}
          />
        ) : null}
      </Flex>
    </div>
  );
}
