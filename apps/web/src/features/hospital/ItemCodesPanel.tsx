import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { hospitalEndpoints } from '@bb/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs';
import { call } from '../../platform/api/call';
import { notify } from '../../platform/notify';
import { reportError } from '../../platform/report-error';
import { itemCodesKey } from './api';
import { MapCodeDialog, type MapCodeTarget } from './MapCodeDialog';

/**
 * One connection's drug codes: the codes its waiting prescriptions could not read (each mapped in one
 * click, then retried from the dead-letter list), and the mapping itself (add, change the item, remove).
 */
export function ItemCodesPanel({ connectionId }: { connectionId: string }) {
  const { t } = useTranslation('hospital');
  const client = useQueryClient();
  const codes = useQuery({
    queryKey: itemCodesKey(connectionId),
    queryFn: ({ signal }) => call(hospitalEndpoints.itemCodes, { params: { id: connectionId } }, { signal }),
  });
  const [target, setTarget] = useState<MapCodeTarget | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const unmapped = codes.data?.unmapped ?? [];

  const remove = async () => {
    const code = removing;
    setRemoving(null);
    if (code === null) return;
    try {
      await call(hospitalEndpoints.unmapCode, { params: { id: connectionId }, query: { code } });
      notify.success(t('codes.removed'));
      await client.invalidateQueries({ queryKey: itemCodesKey(connectionId) });
    } catch (e) {
      reportError(e);
    }
  };

  return (
    <div data-testid={`item-codes-${connectionId}`} style={{ paddingBlock: 8 }}>
      {unmapped.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBlockEnd: 12 }}
          title={t('codes.unmappedTitle', { count: unmapped.length })}
          description={
            <>
              <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 4 }}>
                {t('codes.unmappedHelp')}
              </Typography.Paragraph>
              <Flex vertical gap={4}>
                {unmapped.map((u) => (
                  <Flex
                    key={u.code}
                    justify="space-between"
                    align="center"
                    gap={8}
                    data-testid={`unmapped-${u.code}`}
                  >
                    <Typography.Text>
                      <bdi>{u.code}</bdi>
                      {u.drug_name && u.drug_name !== u.code ? (
                        <>
                          {' '}
                          (<bdi>{u.drug_name}</bdi>)
                        </>
                      ) : null}{' '}
                      <Typography.Text type="secondary">
                        · {t('codes.waiting', { count: u.prescriptions })}
                      </Typography.Text>
                    </Typography.Text>
                    <Button
                      size="small"
                      type="primary"
                      onClick={() => setTarget({ connectionId, code: u.code, drugName: u.drug_name })}
                      data-testid={`unmapped-map-${u.code}`}
                    >
                      {t('codes.map')}
                    </Button>
                  </Flex>
                ))}
              </Flex>
            </>
          }
        />
      ) : null}
      <Flex justify="space-between" align="center" style={{ marginBlockEnd: 8 }}>
        <Typography.Text strong>{t('codes.title')}</Typography.Text>
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() => setTarget({ connectionId })}
          data-testid={`item-codes-add-${connectionId}`}
        >
          {t('codes.add')}
        </Button>
      </Flex>
      <Table
        rowKey="code"
        size="small"
        loading={codes.isFetching}
        dataSource={codes.data?.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('codes.empty') }}
        columns={[
          { key: 'code', title: t('codes.code'), render: (_, r) => <bdi>{r.code}</bdi> },
          { key: 'item', title: t('codes.item'), dataIndex: 'item_name' },
          { key: 'barcode', title: t('codes.barcode'), render: (_, r) => <bdi>{r.item_barcode}</bdi> },
          {
            key: 'actions',
            title: '',
            width: 96,
            render: (_, r) => (
              <Flex gap={4}>
                <Tooltip title={t('codes.edit')}>
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={t('codes.edit')}
                    data-testid={`item-code-edit-${r.code}`}
                    onClick={() =>
                      setTarget({
                        connectionId,
                        code: r.code,
                        item: { id: r.item_id, name: r.item_name, barcode: r.item_barcode },
                      })
                    }
                  />
                </Tooltip>
                <Tooltip title={t('codes.remove')}>
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('codes.remove')}
                    data-testid={`item-code-remove-${r.code}`}
                    onClick={() => setRemoving(r.code)}
                  />
                </Tooltip>
              </Flex>
            ),
          },
        ]}
      />
      <MapCodeDialog target={target} onClose={() => setTarget(null)} />
      <ConfirmDialog
        open={removing !== null}
        danger
        text={t('codes.removeText', { code: removing ?? '' })}
        confirmLabel={t('codes.remove')}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
