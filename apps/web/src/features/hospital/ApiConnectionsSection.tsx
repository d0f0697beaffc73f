import { CodeOutlined, PlusOutlined } from '@ant-design/icons';
import { hospitalEndpoints } from '@bb/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Modal, Select, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs';
import { call } from '../../platform/api/call';
import { useAuthUser } from '../../platform/auth/session';
import { sessionKeys } from '../../platform/auth/session-queries';
import { reportError } from '../../platform/report-error';
import { ItemCodesPanel } from './ItemCodesPanel';

const connectionsKey = [...sessionKeys.all, 'hospital', 'connections'] as const;

/**
 * Settings, hospital connections (ability setting_api_connection): each hospital sends to one branch with its
 * own key. A new key is shown once, here, to copy into the hospital's system; only its first characters are
 * kept to recognise it. Revoking stops the key at once (after a confirmation). Each connection's drug codes
 * (hospital code -> item) open under its row, with the codes its waiting prescriptions could not read.
 */
export function ApiConnectionsSection() {
  const { t } = useTranslation('hospital');
  const user = useAuthUser();
  const client = useQueryClient();
  const list = useQuery({
    queryKey: connectionsKey,
    queryFn: ({ signal }) => call(hospitalEndpoints.connections, {}, { signal }),
  });
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  const [newKey, setNewKey] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string[]>([]);
  const toggle = (id: string) =>
    setExpanded((open) => (open.includes(id) ? open.filter((x) => x !== id) : [...open, id]));
  const [form] = Form.useForm<{ name: string; inventory_id: string }>();
  const branchName = (id: string | null) =>
    user.connected_inventories.find((b) => b.id === id)?.name ?? id ?? '';

  const refresh = async () => {
    await client.invalidateQueries({ queryKey: connectionsKey });
    await client.invalidateQueries({ queryKey: sessionKeys.hasApiConnection });
  };
  const create = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const made = await call(hospitalEndpoints.createConnection, { body: values });
      setAdding(false);
      form.resetFields();
      setNewKey(made.key);
      await refresh();
    } catch (e) {
      reportError(e);
    } finally {
      setSaving(false);
    }
  };
  const revoke = async () => {
    const id = revoking;
    setRevoking(null);
    if (!id) return;
    try {
      await call(hospitalEndpoints.revokeConnection, { params: { id } });
      await refresh();
    } catch (e) {
      reportError(e);
    }
  };

  return (
    <div data-testid="settings-hospital">
      <Flex justify="end" style={{ marginBlockEnd: 8 }}>
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="hospital-connection-add">
          {t('connections.add')}
        </Button>
      </Flex>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        loading={list.isFetching}
        dataSource={(list.data?.data ?? []).filter((c) => c.kind === 'hospital')}
        expandable={{
          expandedRowKeys: expanded,
          onExpand: (_, r) => toggle(r.id),
          expandedRowRender: (r) => <ItemCodesPanel connectionId={r.id} />,
        }}
        columns={[
          { key: 'name', title: t('connections.name'), dataIndex: 'name' },
          { key: 'branch', title: t('connections.branch'), render: (_, r) => branchName(r.inventory_id) },
          {
            key: 'key',
            title: t('connections.key'),
            render: (_, r) => <bdi>{r.key_prefix ? `${r.key_prefix}…` : ''}</bdi>,
          },
          {
            key: 'created',
            title: t('connections.created'),
            render: (_, r) => dayjs(r.created_at).format('YYYY-MM-DD'),
          },
          {
            key: 'codes',
            title: t('codes.title'),
            render: (_, r) => (
              <Button
                size="small"
                icon={<CodeOutlined />}
                type={expanded.includes(r.id) ? 'primary' : 'default'}
                onClick={() => toggle(r.id)}
                data-testid={`hospital-connection-codes-${r.id}`}
              >
                {t('codes.open')}
              </Button>
            ),
          },
          {
            key: 'state',
            title: t('connections.state'),
            render: (_, r) =>
              r.revoked ? (
                <Tag>{t('connections.revoked')}</Tag>
              ) : (
                <Button danger size="small" onClick={() => setRevoking(r.id)}>
                  {t('connections.revoke')}
                </Button>
              ),
          },
        ]}
      />
      <Modal
        open={adding}
        title={t('connections.add')}
        onCancel={() => setAdding(false)}
        onOk={() => void create()}
        okButtonProps={{ loading: saving, 'data-testid': 'hospital-connection-save' } as never}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ inventory_id: user.default_branch_id ?? undefined }}
        >
          <Form.Item name="name" label={t('connections.name')} rules={[{ required: true, max: 190 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="inventory_id" label={t('connections.branch')} rules={[{ required: true }]}>
            <Select options={user.connected_inventories.map((b) => ({ value: b.id, label: b.name }))} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={newKey !== null}
        title={t('connections.keyTitle')}
        onOk={() => setNewKey(null)}
        onCancel={() => setNewKey(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Alert type="warning" showIcon title={t('connections.keyOnce')} style={{ marginBlockEnd: 12 }} />
        <Typography.Paragraph copyable={{ text: newKey ?? '' }} code data-testid="hospital-connection-key">
          <bdi>{newKey}</bdi>
        </Typography.Paragraph>
      </Modal>
      <ConfirmDialog
        open={revoking !== null}
        danger
        text={t('connections.revokeText')}
        confirmLabel={t('connections.revoke')}
        onConfirm={revoke}
        onCancel={() => setRevoking(null)}
      />
    </div>
  );
}
