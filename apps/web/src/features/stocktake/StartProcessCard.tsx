import {
  identityEndpoints,
  PROCESS_SCOPES,
  resourceLookup,
  type StartProcessInput,
  stocktakeEndpoints,
} from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { LookupSelect } from '../../components/form/LookupSelect';
import { applyServerErrors } from '../../components/form/server-errors';
import { looseT } from '../../components/loose-t';
import { call } from '../../platform/api/call';
import { useAuthUser } from '../../platform/auth/session';
import { sessionKeys } from '../../platform/auth/session-queries';
import { STOCKTAKE_KEY } from './shared';

interface Values {
  inventory_id?: string;
  scope: (typeof PROCESS_SCOPES)[number];
  scope_id?: string | null;
  blind: boolean;
  recount_threshold?: string;
  note?: string;
}

const FIELDS = ['inventory_id', 'scope', 'scope_id', 'blind', 'recount_threshold', 'note'] as const;

/** Starts an inventory process for a branch: all items, or one group, category or rack; the snapshot is taken now. */
export function StartProcessCard({ onStarted }: { onStarted: (id: string) => void }) {
  const { t } = useTranslation('stocktake');
  const lt = looseT(t);
  const [form] = Form.useForm<Values>();
  // the user's own branch is offered first (a storekeeper of one branch need not pick it); reset keeps it
  const branch = useAuthUser().default_branch_id ?? undefined;
  const scope = Form.useWatch('scope', form) ?? 'all';
  const client = useQueryClient();
  const start = useMutation({
    mutationFn: (body: StartProcessInput) => call(stocktakeEndpoints.start, { body }),
    meta: { silent: true },
    onSuccess: (res) => {
      void client.invalidateQueries({ queryKey: [STOCKTAKE_KEY] });
      // the branch's inventory process mode (the POS cap) follows the open count
      void client.invalidateQueries({ queryKey: sessionKeys.user });
      form.resetFields();
      onStarted(res.id);
    },
    onError: (e) =>
      applyServerErrors(form, e, FIELDS, (k) => lt(`fields.${k === 'inventory_id' ? 'inventory' : k}`), lt),
  });
  const submit = (v: Values) =>
    start.mutate({
      inventory_id: v.inventory_id ?? '',
      scope: v.scope,
      scope_id: v.scope === 'all' ? null : (v.scope_id ?? null),
      blind: v.blind,
      recount_threshold: v.recount_threshold?.trim() ? v.recount_threshold.trim() : null,
      note: v.note ?? null,
    });
  return (
    <Card title={t('start.title')} size="small" data-testid="stocktake-start">
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ inventory_id: branch, scope: 'all', blind: true }}
        onFinish={submit}
      >
        <Row gutter={12}>
          <Col xs={24} md={6}>
            <Form.Item
              name="inventory_id"
              label={t('fields.inventory')}
              rules={[{ required: true, message: t('start.inventoryRequired') }]}
            >
              <LookupSelect lookup={identityEndpoints.lookups.inventory} data-testid="stocktake-inventory" />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item name="scope" label={t('fields.scope')}>
              <Select
                data-testid="stocktake-scope"
                options={PROCESS_SCOPES.map((s) => ({ value: s, label: t(`scope.${s}`) }))}
              />
            </Form.Item>
          </Col>
          {scope !== 'all' ? (
            <Col xs={24} md={5}>
              <Form.Item
                name="scope_id"
                label={t(`scope.${scope}`)}
                rules={[{ required: true, message: t('start.scopeRequired') }]}
              >
                <LookupSelect data-testid="stocktake-scope-id" lookup={resourceLookup(scope)} />
              </Form.Item>
            </Col>
          ) : null}
          <Col xs={12} md={3}>
            <Form.Item
              name="blind"
              label={t('fields.blind')}
              valuePropName="checked"
              tooltip={t('start.blindHelp')}
            >
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={3}>
            <Form.Item
              name="recount_threshold"
              label={t('fields.recount_threshold')}
              tooltip={t('start.thresholdHelp')}
            >
              <Input inputMode="decimal" suffix="%" />
            </Form.Item>
          </Col>
          <Col xs={24} md={scope === 'all' ? 8 : 3}>
            <Form.Item name="note" label={t('fields.note')}>
              <Input maxLength={1000} />
            </Form.Item>
          </Col>
        </Row>
        <Button
          type="primary"
          htmlType="submit"
          loading={start.isPending}
          data-testid="stocktake-start-submit"
        >
          {t('start.submit')}
        </Button>
      </Form>
    </Card>
  );
}
