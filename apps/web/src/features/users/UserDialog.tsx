import { type EndpointInput, identityEndpoints, passwordRule, userEndpoints, userInput } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Col, Form, Input, Modal, Row, Select, Spin, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_KEY } from '../../components/data-table';
import { LookupSelect } from '../../components/form/LookupSelect';
import { useLookup } from '../../components/form/lookup';
import { validateWithSchema, zodRules } from '../../components/form/schema-form';
import { applyServerErrors } from '../../components/form/server-errors';
import { TabOnEnter } from '../../components/form/TabOnEnter';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import type { SchemaLike } from '../../components/form/validation';
import { looseT } from '../../components/loose-t';
import { call } from '../../platform/api/call';
import { useAuthUser } from '../../platform/auth/session';
import { currencyName } from '../../platform/format/currency';
import { LANGUAGES } from '../../platform/i18n/languages';
import { notify } from '../../platform/notify';

const createSchema = userInput.extend({ password: passwordRule });
const KEYS = [
  'name',
  'username',
  'password',
  'language',
  'status',
  'is_superuser',
  'inventory_ids',
  'default_branch_id',
  'role_ids',
  'cash_box_ids',
] as const;

/**
 * Add New User / Update User: name, username, password (new users only; existing ones get a password
 * reset action), language, status, superuser (only a superuser may grant it), connected inventories,
 * the default inventory among them, roles and cash boxes (the signed-in user's boxes).
 */
export function UserDialog({
  open,
  userId,
  onClose,
}: {
  open: boolean;
  userId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['users', 'table']);
  const lt = looseT(t);
  const me = useAuthUser();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const isEdit = userId !== null;
  const schema = isEdit ? userInput : createSchema;
  const shape = schema.shape as unknown as Record<string, SchemaLike>;
  const labelOf = (key: string) => lt(`users:fields.${key}`);
  const keys = KEYS.filter((k) => (isEdit ? k !== 'password' : true));
  const watched = Form.useWatch('inventory_ids', form) as string[] | undefined;
  const connectedKey = (watched ?? []).join(',');
  const inventoryIds = connectedKey ? connectedKey.split(',') : [];
  const inventories = useLookup(identityEndpoints.lookups.allInventory, {
    name: t('lookups.inventories'),
    enabled: open,
  });

  const record = useQuery({
    queryKey: ['record', 'users', userId],
    queryFn: ({ signal }) => call(userEndpoints.get, { params: { id: userId! } }, { signal }),
    enabled: open && isEdit,
    gcTime: 0,
    staleTime: 0,
  });
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (!isEdit)
      form.setFieldsValue({
        language: 'en',
        status: 1,
        is_superuser: false,
        inventory_ids: [],
        role_ids: [],
        cash_box_ids: [],
      });
    else if (record.data) form.setFieldsValue(record.data);
  }, [open, isEdit, record.data, form]);

  // the default inventory must stay one of the connected ones
  useEffect(() => {
    const ids = connectedKey ? connectedKey.split(',') : [];
    const current = form.getFieldValue('default_branch_id') as string | null | undefined;
    if (current && !ids.includes(current)) form.setFieldValue('default_branch_id', null);
    if (!current && ids.length === 1) form.setFieldValue('default_branch_id', ids[0]);
  }, [connectedKey, form]);

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (values: Record<string, unknown>) => {
      const body = values as EndpointInput<typeof userEndpoints.create>['body'];
      return isEdit
        ? call(userEndpoints.update, { params: { id: userId! }, body })
        : call(userEndpoints.create, { body });
    },
    onSuccess: () => {
      notify.success(t(isEdit ? 'table:messages.updated' : 'table:messages.added'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY, 'users'] });
      onClose();
    },
    onError: (e) => applyServerErrors(form, e, keys, labelOf, lt),
  });
  const guard = useGuardedAction(async () => {
    const body = await validateWithSchema(form, schema, keys, labelOf, lt);
    if (body) await save.mutateAsync(body).catch(() => undefined);
  }, SUBMIT_GUARD);

  const item = (key: (typeof KEYS)[number], required = false) => ({
    name: key,
    label: labelOf(key),
    required,
    rules: zodRules(shape[key]!, labelOf(key), lt),
  });
  const boxOptions = me.cash_boxes.map((b) => ({
    value: b.id,
    label: `${b.name} (${currencyName(b.currency_code)})`,
  }));

  return (
    <Modal
      open={open}
      title={t(isEdit ? 'users.editTitle' : 'users.addTitle')}
      width={720}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('table:actions.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={guard.loading}
          onClick={() => guard.run()}
          data-testid="form-submit"
        >
          {t('table:actions.save')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('table:form.requiredHint')}</Typography.Paragraph>
      <Spin spinning={isEdit && record.isLoading}>
        <TabOnEnter>
          <Form form={form} layout="vertical" data-testid="form-user" autoComplete="off">
            <Row gutter={12}>
              <Col xs={24} sm={12}>
                <Form.Item {...item('name', true)}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item {...item('username', true)} extra={t('hints.username')}>
                  <Input autoComplete="off" spellCheck={false} />
                </Form.Item>
              </Col>
              {isEdit ? null : (
                <Col xs={24} sm={12}>
                  <Form.Item {...item('password', true)}>
                    <Input.Password autoComplete="new-password" />
                  </Form.Item>
                </Col>
              )}
              <Col xs={24} sm={12}>
                <Form.Item {...item('language')}>
                  <Select options={LANGUAGES.map((l) => ({ value: l.code, label: l.label }))} />
                </Form.Item>
              </Col>
              <Col xs={12} sm={6}>
                <Form.Item
                  {...item('status')}
                  valuePropName="checked"
                  getValueProps={(v: unknown) => ({ checked: v === 1 })}
                  normalize={(on: boolean) => (on ? 1 : 0)}
                >
                  <Switch />
                </Form.Item>
              </Col>
              {me.is_superuser ? (
                <Col xs={12} sm={6}>
                  <Form.Item {...item('is_superuser')} valuePropName="checked">
                    <Switch />
                  </Form.Item>
                </Col>
              ) : null}
              <Col xs={24} sm={12}>
                <Form.Item {...item('inventory_ids')}>
                  <LookupSelect
                    lookup={identityEndpoints.lookups.allInventory}
                    name={t('lookups.inventories')}
                    multiple
                    data-testid="user-inventories"
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item {...item('default_branch_id')}>
                  <Select
                    allowClear
                    options={(inventories.data ?? [])
                      .filter((i) => inventoryIds.includes(String(i.id)))
                      .map((i) => ({ value: String(i.id), label: String(i.name) }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item {...item('role_ids')}>
                  <LookupSelect
                    lookup={userEndpoints.roleLookup}
                    name={t('lookups.roles')}
                    multiple
                    data-testid="user-roles"
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item {...item('cash_box_ids')}>
                  <Select mode="multiple" options={boxOptions} showSearch={{ optionFilterProp: 'label' }} />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </TabOnEnter>
      </Spin>
    </Modal>
  );
}
