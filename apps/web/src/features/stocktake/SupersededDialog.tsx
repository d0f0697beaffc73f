import { stocktakeEndpoints } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { documentTypeName } from '../../components/ledger-names';
import { Quantity } from '../../components/Quantity';
import { call } from '../../platform/api/call';
import { STOCKTAKE_KEY } from './shared';

/**
 * The documents that superseded an applied count: recorded after its lots were counted, dated before that
 * day. They moved stock on top of the count; the count's figures and its STK- document stay as applied.
 */
export function SupersededDialog({
  processId,
  invoiceId,
  onClose,
}: {
  processId: string | null;
  invoiceId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('stocktake');
  const docs = useQuery({
    queryKey: [STOCKTAKE_KEY, 'superseded', processId],
    queryFn: () => call(stocktakeEndpoints.superseded, { params: { id: processId! } }),
    enabled: !!processId,
  });
  return (
    <Modal
      open={!!processId}
      onCancel={onClose}
      footer={null}
      width={860}
      title={t('superseded.title', { id: processId ?? '', invoice: invoiceId ?? '' })}
    >
      <div data-testid="stocktake-superseded">
        <Alert type="warning" showIcon title={t('superseded.help')} style={{ marginBlockEnd: 12 }} />
        <Table
          size="small"
          rowKey={(r) => `${r.document_type}-${r.document_id}`}
          loading={docs.isLoading}
          dataSource={docs.data ?? []}
          pagination={false}
          columns={[
            {
              key: 'document',
              title: t('superseded.document'),
              render: (_, r) => `${documentTypeName(r.document_type)} ${r.invoice_id ?? r.document_id ?? ''}`,
            },
            {
              key: 'date',
              title: t('superseded.date'),
              render: (_, r) => dayjs(r.date).format('DD/MM/YYYY'),
            },
            {
              key: 'recorded_at',
              title: t('superseded.recorded_at'),
              render: (_, r) => dayjs(r.recorded_at).format('DD/MM/YYYY HH:mm'),
            },
            { key: 'by', title: t('superseded.by'), dataIndex: 'recorded_by_name' },
            { key: 'lots', title: t('superseded.lots'), dataIndex: 'lots' },
            {
              key: 'quantity',
              title: t('superseded.quantity'),
              render: (_, r) => <Quantity value={r.quantity} />,
            },
          ]}
        />
      </div>
    </Modal>
  );
}
