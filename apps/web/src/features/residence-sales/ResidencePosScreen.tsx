import { DeleteOutlined } from '@ant-design/icons';
import {
  type ResidenceSaleInput,
  type ResidenceUnitHit,
  residenceSaleEndpoints,
  toText,
} from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Empty, Form, Row, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Amount } from '../../components/Amount';
import { TABLE_KEY } from '../../components/data-table/useTableData';
import { MoneyInput } from '../../components/form/MoneyInput';
import { defaultRate, newIdempotencyKey } from '../../components/form/money-document-rules';
import { applyServerErrors } from '../../components/form/server-errors';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import { looseT } from '../../components/loose-t';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';
import { useAuthUser } from '../../platform/auth/session';
import { notify } from '../../platform/notify';
import { type PickedUnit, previewSchedule, SALE_FIELDS, type SaleForm, saleBody, totals } from './plan';
import { ResidenceReturnDialog } from './ResidenceReturnDialog';
import { PlanFields, SaleHeaderFields } from './SaleFields';
import { ScheduleTable } from './ScheduleTable';
import { UNIT_SEARCH_KEY, UnitPicker } from './UnitPicker';
import { usePosMode } from './usePosMode';

/**
 * The residence POS (`/inventory/residence-pos/0/no/no`): units picked from the available ones, a customer,
 * currency, prices and discount, and the payment plan; the schedule is computed exactly as the server will
 * save it and shown before saving. A save is sent once (idempotency key) and starts a fresh sale.
 */
export default function ResidencePosScreen() {
  const { t } = useTranslation('residence-sales');
  const lt = looseT(t);
  const user = useAuthUser();
  const client = useQueryClient();
  useScreenTitle('inventory.residence_pos', 'residence-sales:pos.title', 'residence_pos');
  const [form] = Form.useForm<SaleForm>();
  const [units, setUnits] = useState<PickedUnit[]>([]);
  const navigate = useNavigate();
  const pos = usePosMode(form, setUnits);
  const editing = pos.editing;
  const key = useRef(newIdempotencyKey());
  const base = user.base_currency_code;
  const values = (Form.useWatch([], form) ?? {}) as SaleForm;
  const currency = values.currency_code ?? base;
  const currencies = useMemo(() => {
    const set = new Set<string>([base]);
    for (const r of user.currency_rates) set.add(r.currency_code_from).add(r.currency_code_to);
    return [...set];
  }, [base, user.currency_rates]);

  const reset = () => {
    key.current = newIdempotencyKey();
    form.resetFields();
    const today = dayjs().format('YYYY-MM-DD');
    form.setFieldsValue({
      inventory_id: user.default_branch_id,
      date: today,
      first_due_date: dayjs().add(1, 'month').format('YYYY-MM-DD'),
      currency_code: base,
      premium_type: 1,
      premium_count: 10,
      frequency: 1,
      pre_key_percent: '60',
      discount: '0',
      down_payment: '0',
    });
    setUnits([]);
  };
  useEffect(reset, []);

  const onCurrency = (next: string | null | undefined) => {
    if (next) form.setFieldValue('exchange_rate', defaultRate(user.currency_rates, next, base));
  };
  const pick = (row: ResidenceUnitHit) =>
    setUnits((list) => [
      ...list,
      {
        id: String(row.id),
        code: String(row.code),
        name: String(row.name),
        currency_code: String(row.currency_code),
        // the stored price (numeric(24,6)) typed as a person would: 50000, not 50000.000000
        price: row.currency_code === currency && row.sale_price != null ? toText(String(row.sale_price)) : '',
      },
    ]);
  const preview = previewSchedule(values, units);
  const { subtotal, total } = totals(units, values.discount, currency);

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: ResidenceSaleInput) =>
      editing
        ? call(residenceSaleEndpoints.update, { params: { id: editing.id }, body })
        : call(residenceSaleEndpoints.create, { body }, { headers: { 'Idempotency-Key': key.current } }),
    onSuccess: (saved) => {
      notify.success(t(editing ? 'pos.updated' : 'pos.saved', { invoice: saved.invoice_id }));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      void client.invalidateQueries({ queryKey: ['residence-sale'] });
      // the sold units leave the picker's search
      void client.invalidateQueries({ queryKey: [UNIT_SEARCH_KEY] });
      if (editing) navigate('/inventory/residence-sale');
      else reset();
    },
  });
  const submit = async () => {
    let v: SaleForm;
    try {
      v = { ...(await form.validateFields()), ...form.getFieldsValue(true) };
    } catch {
      return;
    }
    if (units.length === 0) return notify.error(t('pos.noUnits'));
    if (preview.error) return notify.error(t(`plan.${preview.error.code}` as 'plan.tooSmall'));
    try {
      await save.mutateAsync(saleBody(v, units, base));
    } catch (e) {
      applyServerErrors(form, e, SALE_FIELDS, (k) => lt(`fields.${k}`), lt);
    }
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);

  return (
    <div data-testid="screen-residence_pos">
      {editing ? (
        <Alert
          type="info"
          showIcon
          title={t('pos.editing', { invoice: editing.invoice_id })}
          data-testid="residence-pos-editing"
          style={{ marginBlockEnd: 12 }}
        />
      ) : pos.failed ? (
        <Alert type="error" showIcon title={t('pos.notFound')} style={{ marginBlockEnd: 12 }} />
      ) : null}
      <ResidenceReturnDialog target={pos.returning} onClose={() => navigate('/inventory/residence-sale')} />
      <Row gutter={16}>
        <Col xs={24} xxl={11}>
          <Card size="small" title={t('pos.units')} style={{ marginBlockEnd: 16 }}>
            <UnitPicker pickedIds={units.map((u) => u.id)} onPick={pick} />
          </Card>
        </Col>
        <Col xs={24} xxl={13}>
          <Card size="small" title={t('pos.title')}>
            <Form
              form={form}
              layout="vertical"
              data-testid="form-residence-sale"
              onValuesChange={(changed: SaleForm) => {
                if ('currency_code' in changed) onCurrency(changed.currency_code);
              }}
            >
              <SaleHeaderFields currencies={currencies} offBase={currency !== base} />
              <Table
                size="small"
                pagination={false}
                rowKey="id"
                dataSource={units}
                data-testid="residence-sale-units"
                locale={{ emptyText: <Empty description={t('pos.noUnits')} /> }}
                style={{ marginBlockEnd: 12 }}
                columns={[
                  { key: 'code', dataIndex: 'code', title: t('fields.code') },
                  { key: 'name', dataIndex: 'name', title: t('fields.name') },
                  {
                    key: 'price',
                    title: t('pos.price'),
                    width: 200,
                    render: (_, u) => (
                      <>
                        <MoneyInput
                          value={u.price}
                          aria-label={`${t('pos.price')} ${u.code}`}
                          status={u.price === '' ? 'error' : undefined}
                          onChange={(price) =>
                            setUnits((list) => list.map((x) => (x.id === u.id ? { ...x, price } : x)))
                          }
                        />
                        {u.currency_code !== currency ? (
                          <Typography.Text type="warning" style={{ fontSize: 12 }}>
                            {t('pos.currencyMismatch', { currency: u.currency_code })}
                          </Typography.Text>
                        ) : null}
                      </>
                    ),
                  },
                  {
                    key: 'remove',
                    width: 48,
                    render: (_, u) => (
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('pos.remove')}
                        onClick={() => setUnits((list) => list.filter((x) => x.id !== u.id))}
                      />
                    ),
                  },
                ]}
              />
              <PlanFields
                premiumType={values.premium_type}
                frequency={values.frequency ?? 1}
                preKeyPercent={values.pre_key_percent || '0'}
              />
            </Form>
            <Descriptions size="small" column={3} style={{ marginBlockEnd: 8 }}>
              <Descriptions.Item label={t('pos.subtotal')}>
                <Amount value={subtotal} currency={currency} />
              </Descriptions.Item>
              <Descriptions.Item label={t('pos.total')}>
                <span data-testid="residence-sale-total">
                  <Amount value={total} currency={currency} />
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('schedule.preKeyLabel', { pre: values.pre_key_percent || '0' })}>
                {preview.schedule ? (
                  <Amount value={preview.schedule.pre_key_amount} currency={currency} />
                ) : (
                  '—'
                )}
              </Descriptions.Item>
            </Descriptions>
            <Typography.Title level={5}>{t('schedule.title')}</Typography.Title>
            {preview.error ? (
              <Alert
                type="error"
                showIcon
                title={t(`plan.${preview.error.code}` as 'plan.tooSmall')}
                data-testid="plan-error"
              />
            ) : preview.schedule ? (
              <ScheduleTable lines={preview.schedule.lines} currency={currency} />
            ) : (
              <Typography.Text type="secondary">{t('schedule.empty')}</Typography.Text>
            )}
            <div style={{ marginBlockStart: 12, textAlign: 'end' }}>
              <Button
                type="primary"
                loading={guard.loading}
                onClick={() => guard.run()}
                data-testid="form-submit"
              >
                {t('pos.save')}
              </Button>
            </div>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
