import { DeleteOutlined, MedicineBoxOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { hospitalEndpoints } from '@bb/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Drawer, Empty, Flex, List, Switch, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATETIME_SHOWN } from '../../components/data-table/cells';
import { DeleteConfirm } from '../../components/dialogs';
import { call } from '../../platform/api/call';
import { reportError } from '../../platform/report-error';
import { applyEvent, hospitalKeys, type IncomingList, type IncomingPrescriptionJson } from './api';
import { DeadLetterList } from './DeadLetterList';
import { useIncomingPrescriptions } from './useIncomingPrescriptions';
import { useOpenPrescription } from './useOpenPrescription';

/**
 * The top bar's incoming prescriptions (spec 4 and 5): a badge with the count of what waits, and a drawer
 * listing each prescription with its referrer, patient and time; open it as a cart, mark it in process, or
 * delete it after a confirmation. Shown only when the company has an API connection.
 */
export default function IncomingPrescriptions() {
  const { t } = useTranslation('hospital');
  const list = useIncomingPrescriptions();
  const [open, setOpen] = useState(false);
  if (!list) return null;
  return (
    <>
      <Tooltip title={t('title')}>
        <Badge count={list.uncompleted_count} size="small" offset={[-4, 4]}>
          <Button
            type="text"
            shape="circle"
            icon={<MedicineBoxOutlined />}
            aria-label={t('title')}
            data-testid="incoming-prescriptions"
            onClick={() => setOpen(true)}
          />
        </Badge>
      </Tooltip>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('title')} size={440} destroyOnHidden>
        <PrescriptionList list={list} onOpened={() => setOpen(false)} />
        <DeadLetterList />
      </Drawer>
    </>
  );
}

function PrescriptionList({ list, onOpened }: { list: IncomingList; onOpened: () => void }) {
  const { t } = useTranslation('hospital');
  const client = useQueryClient();
  const openAsCart = useOpenPrescription();
  const [busy, setBusy] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const run = async (id: string, fn: () => Promise<unknown>) => {
    setBusy(id);
    try {
      await fn();
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(null);
    }
  };
  const toggle = (d: IncomingPrescriptionJson, value: boolean) =>
    run(d.id, async () => {
      await call(hospitalEndpoints.toggleInProcess, { params: { id: d.id }, body: { is_in_process: value } });
      client.setQueryData<IncomingList>(hospitalKeys.incoming, (old) =>
        applyEvent(old, { type: 'process', id: d.id, is_in_process: value }),
      );
    });
  const remove = async () => {
    const id = deleting;
    setDeleting(null);
    if (!id) return;
    await run(id, async () => {
      await call(hospitalEndpoints.remove, { params: { id } });
      client.setQueryData<IncomingList>(hospitalKeys.incoming, (old) =>
        applyEvent(old, { type: 'delete', id }),
      );
    });
  };

  if (list.data.length === 0) return <Empty description={t('empty')} />;
  return (
    <>
      <List
        dataSource={list.data}
        data-testid="prescription-list"
        renderItem={(d) => (
          <List.Item key={d.id} data-testid={`prescription-${d.prescription_id}`}>
            <Flex vertical gap={6} style={{ inlineSize: '100%' }}>
              <Flex gap={6} align="center" wrap>
                <Typography.Text strong>
                  <bdi>{d.meta.patient.fullname}</bdi>
                </Typography.Text>
                <Typography.Text type="secondary">
                  <bdi>{d.meta.patient.hospital_patient_id}</bdi>
                </Typography.Text>
                {d.problem_count > 0 && (
                  <Tag color="warning">{t('problems', { count: d.problem_count })}</Tag>
                )}
              </Flex>
              <Typography.Text type="secondary">
                {t('from', { referrer: d.api_connection.name })} ·{' '}
                <bdi>{dayjs(d.received_at).format(DATETIME_SHOWN)}</bdi>
                {d.meta.prescriber ? (
                  <>
                    {' '}
                    · <bdi>{d.meta.prescriber}</bdi>
                  </>
                ) : null}{' '}
                · {t('lines', { count: d.line_count })}
              </Typography.Text>
              <Flex justify="space-between" align="center" gap={8}>
                <Flex gap={6} align="center">
                  <Switch
                    size="small"
                    checked={d.is_in_process}
                    disabled={busy === d.id}
                    onChange={(v) => toggle(d, v)}
                    aria-label={t('inProcess')}
                  />
                  <span>{t('inProcess')}</span>
                </Flex>
                <Flex gap={4}>
                  <Tooltip title={t('delete')}>
                    <Button
                      danger
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={t('delete')}
                      onClick={() => setDeleting(d.id)}
                    />
                  </Tooltip>
                  <Button
                    type="primary"
                    icon={<ShoppingCartOutlined />}
                    loading={busy === d.id}
                    onClick={() => run(d.id, async () => openAsCart(d).then(onOpened))}
                  >
                    {t('open')}
                  </Button>
                </Flex>
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
      <DeleteConfirm open={deleting !== null} onConfirm={remove} onCancel={() => setDeleting(null)} />
    </>
  );
}
