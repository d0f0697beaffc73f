import { EditOutlined, PrinterOutlined, SafetyCertificateOutlined, SaveOutlined } from '@ant-design/icons';
import { saleContractEndpoints } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Flex, Popconfirm, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_KEY } from '../../components/data-table';
import { clearDraft, directionOfLanguage, draftKeyOf, RichTextEditor } from '../../components/rich-text';
import { call } from '../../platform/api/call';
import { useCan } from '../../platform/auth/session';
import { notify } from '../../platform/notify';
import { printContract } from './contract-print';
import '../../components/rich-text/rich-text.css';

/**
 * One contract version: its text, state and hash; a draft is edited and signed, a signed one is printed
 * and, edited, becomes the next version (opened in its place).
 */
export function ContractDrawer({
  id,
  onClose,
  onOpen,
}: {
  id: string | null;
  onClose: () => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('templates');
  const can = useCan();
  const client = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const key = ['sale-contract', id];
  const contract = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(saleContractEndpoints.get, { params: { id: id ?? '0' } }, { signal }),
    enabled: id !== null,
  });
  const c = contract.data;
  const draftKey = draftKeyOf('sale_contract', id);
  const refresh = (next: string) => {
    void client.invalidateQueries({ queryKey: [TABLE_KEY] });
    void client.invalidateQueries({ queryKey: ['sale-contract'] });
    if (next !== id) onOpen(next);
  };
  const save = useMutation({
    mutationFn: (body: string) =>
      call(saleContractEndpoints.update, { params: { id: id ?? '0' }, body: { body } }),
    onSuccess: (saved) => {
      clearDraft(draftKey);
      setEditing(null);
      notify.success(t('contract.saved'));
      refresh(saved.id);
    },
  });
  const sign = useMutation({
    mutationFn: () => call(saleContractEndpoints.sign, { params: { id: id ?? '0' } }),
    onSuccess: (saved) => {
      notify.success(t('contract.signedMessage'));
      refresh(saved.id);
    },
  });
  const print = async () => {
    if (!c) return;
    const { hasSetup } = await printContract(client, c, t('contract.hash'));
    if (!hasSetup) notify.error(t('contract.noSetup'));
  };
  const signed = c?.status === 'signed';
  const canEdit = can('sale_contract_edit') && c !== undefined && c.superseded_by === null;
  return (
    <Drawer
      open={id !== null}
      onClose={() => {
        setEditing(null);
        onClose();
      }}
      size={1000}
      title={
        c ? (
          <Flex gap={8} align="center">
            <span data-testid="contract-title">
              {c.sale_invoice_id} · {t('contract.number')} {c.contract_no} · {t('contract.version')}{' '}
              {c.version}
            </span>
            <Tag color={signed ? 'green' : 'default'} data-testid="contract-status">
              {t(signed ? 'contract.signed' : 'contract.draft')}
            </Tag>
          </Flex>
        ) : null
      }
      extra={
        c && editing === null ? (
          <Flex gap={8}>
            {canEdit ? (
              <Button icon={<EditOutlined />} onClick={() => setEditing(c.body)} data-testid="contract-edit">
                {t(signed ? 'contract.newVersion' : 'contract.edit')}
              </Button>
            ) : null}
            {!signed && can('sale_contract_edit') ? (
              <Popconfirm title={t('contract.signConfirm')} onConfirm={() => sign.mutate()}>
                <Button
                  icon={<SafetyCertificateOutlined />}
                  loading={sign.isPending}
                  data-testid="contract-sign"
                >
                  {t('contract.sign')}
                </Button>
              </Popconfirm>
            ) : null}
            <Button
              type="primary"
              icon={<PrinterOutlined />}
              onClick={() => void print()}
              data-testid="contract-print"
            >
              {t('contract.print')}
            </Button>
          </Flex>
        ) : null
      }
    >
      <Spin spinning={contract.isLoading}>
        {c ? (
          <>
            <Descriptions size="small" column={3} style={{ marginBlockEnd: 12 }}>
              <Descriptions.Item label={t('contract.customer')}>{c.customer_name ?? ''}</Descriptions.Item>
              <Descriptions.Item label={t('contract.templateName')}>{c.form_template_name}</Descriptions.Item>
              <Descriptions.Item label={t('contract.date')}>
                <bdi>{c.date}</bdi>
              </Descriptions.Item>
              {c.sha256 ? (
                <Descriptions.Item label={t('contract.hash')} span={3}>
                  <Typography.Text code copyable data-testid="contract-hash" style={{ direction: 'ltr' }}>
                    {c.sha256}
                  </Typography.Text>
                </Descriptions.Item>
              ) : null}
            </Descriptions>
            {c.superseded_by ? (
              <Alert
                type="info"
                showIcon
                style={{ marginBlockEnd: 12 }}
                title={t('contract.supersededBy')}
                action={
                  <Button size="small" onClick={() => onOpen(c.superseded_by ?? '')}>
                    {t('contract.open')}
                  </Button>
                }
              />
            ) : null}
            {editing !== null ? (
              <>
                <RichTextEditor
                  value={editing}
                  onChange={setEditing}
                  dir={directionOfLanguage(c.language)}
                  placeholders="sale"
                  draftKey={draftKey}
                />
                <Flex gap={8} justify="end" style={{ marginBlockStart: 8 }}>
                  <Button onClick={() => setEditing(null)}>{t('contract.cancel')}</Button>
                  <Button
                    type="primary"
                    icon={<SaveOutlined />}
                    loading={save.isPending}
                    disabled={!editing}
                    onClick={() => save.mutate(editing)}
                    data-testid="contract-save"
                  >
                    {t('contract.save')}
                  </Button>
                </Flex>
              </>
            ) : (
              <div
                className="bb-rich-html"
                dir={directionOfLanguage(c.language)}
                data-testid="contract-body"
                // the server's rendering, sanitized by an allow-list (modules/rich-text/sanitize.ts)
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server
                dangerouslySetInnerHTML={{ __html: c.body }}
              />
            )}
          </>
        ) : null}
      </Spin>
    </Drawer>
  );
}
