import { identityEndpoints, supplierEndpoints } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, DatePicker, Form, type FormInstance, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyTag } from '../../components/CurrencyTag';
import { DATE_SHOWN } from '../../components/data-table/cells';
import { LookupSelect } from '../../components/form/LookupSelect';
import { useLookup } from '../../components/form/lookup';
import { MoneyInput } from '../../components/form/MoneyInput';
import { boxesFor, defaultRate, nextBoxValue } from '../../components/form/money-document-rules';
import { looseT } from '../../components/loose-t';
import { useAuthUser } from '../../platform/auth/session';
import { currenciesQuery } from '../../platform/auth/session-queries';

/** The branches the user may work in (all for a superuser). */
export function useInventories() {
  return useLookup<{ id: string; name: string }>(identityEndpoints.lookups.inventory, {
    name: 'inventories',
  });
}

/** The default values of a new document's header: the user's default branch, today, the base currency. */
export function headerDefaults(user: ReturnType<typeof useAuthUser>, dateField: string) {
  const base = user.base_currency_code;
  return {
    inventory_id: user.default_branch_id ?? undefined,
    [dateField]: dayjs().format('YYYY-MM-DD'),
    currency_code: base,
    exchange_rate: null,
    cash_box_id: nextBoxValue(user.cash_boxes, base, null),
  };
}

export interface DocumentHeaderProps {
  form: FormInstance;
  /** `date` or `purchase_date`. */
  dateField: string;
  /** Show the cash-box selector (documents that move cash). */
  cashBox?: boolean;
  /** Supplier, branch and currency fixed (receiving an order, editing lines only). */
  lockParty?: boolean;
}

/**
 * The header fields every purchasing document shares: supplier, branch (shown only with more than one
 * branch; defaults to the user's default branch), date, currency with the day's rate off the base
 * currency, and the cash box by the spec's selector rules (shown only when the currency has more than
 * one box; one box is used as is).
 */
export function DocumentHeader({ form, dateField, cashBox, lockParty }: DocumentHeaderProps) {
  const { t } = useTranslation('purchasing');
  const user = useAuthUser();
  const base = user.base_currency_code;
  const currencies = useQuery(currenciesQuery);
  const inventories = useInventories();
  const currency = (Form.useWatch('currency_code', form) as string | undefined) ?? base;
  const inventoryId = Form.useWatch('inventory_id', form) as string | undefined;
  const boxes = boxesFor(user.cash_boxes, currency);
  const offBase = currency !== base;
  const codes = useMemo(() => {
    const set = new Set<string>([base]);
    for (const c of currencies.data ?? []) set.add(c.code);
    return [...set];
  }, [base, currencies.data]);
  const branches = inventories.data ?? [];

  // one branch: it is the document's branch (the selector stays hidden)
  useEffect(() => {
    if (!inventoryId && branches.length === 1) form.setFieldValue('inventory_id', String(branches[0]!.id));
  }, [inventoryId, branches, form]);

  const onCurrency = (next: string) => {
    form.setFieldsValue({
      cash_box_id: nextBoxValue(user.cash_boxes, next, form.getFieldValue('cash_box_id')),
      exchange_rate: defaultRate(user.currency_rates, next, base),
    });
  };
  const required = (label: string) => ({
    required: true,
    message: looseT(t)('table:validation.required', { field: label }),
  });

  return (
    <>
      <Col xs={24} sm={12} md={6}>
        <Form.Item name="supplier_id" label={t('fields.supplier')} rules={[required(t('fields.supplier'))]}>
          <LookupSelect
            lookup={supplierEndpoints.lookup}
            disabled={lockParty}
            data-testid="field-supplier_id"
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={6} hidden={branches.length <= 1}>
        <Form.Item
          name="inventory_id"
          label={t('fields.inventory')}
          rules={[required(t('fields.inventory'))]}
        >
          <Select
            disabled={lockParty}
            data-testid="field-inventory_id"
            options={branches.map((b) => ({ value: String(b.id), label: b.name }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={6}>
        <Form.Item
          name={dateField}
          label={t('fields.date')}
          rules={[required(t('fields.date'))]}
          getValueProps={(v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null })}
          normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null)}
        >
          <DatePicker format={DATE_SHOWN} style={{ width: '100%' }} data-testid="field-date" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={6}>
        <Form.Item name="currency_code" label={t('fields.currency')} rules={[required(t('fields.currency'))]}>
          <Select
            disabled={lockParty}
            data-testid="field-currency_code"
            onChange={(v: string) => onCurrency(v)}
            options={codes.map((code) => ({ value: code, title: code, label: <CurrencyTag code={code} /> }))}
          />
        </Form.Item>
      </Col>
      {offBase ? (
        <Col xs={24} sm={12} md={6}>
          <Form.Item
            name="exchange_rate"
            label={t('fields.exchangeRate', { currency, base })}
            rules={[required(t('fields.exchangeRate', { currency, base }))]}
          >
            <MoneyInput decimals={8} />
          </Form.Item>
        </Col>
      ) : null}
      {cashBox && boxes.length > 1 ? (
        <Col xs={24} sm={12} md={6}>
          <Form.Item name="cash_box_id" label={t('fields.cashBox')}>
            <Select
              allowClear
              data-testid="field-cash_box_id"
              options={boxes.map((b) => ({ value: b.id, label: `${b.code} - ${b.name}` }))}
            />
          </Form.Item>
        </Col>
      ) : null}
    </>
  );
}

/**
 * The header form of an order or return: the shared header fields, the type's own fields (`children`)
 * and the note.
 */
export function DocumentHeaderForm({
  testId,
  children,
  ...header
}: DocumentHeaderProps & { testId: string; children?: ReactNode }) {
  const { t } = useTranslation('purchasing');
  return (
    <Form form={header.form} layout="vertical" data-testid={testId}>
      <Card size="small" style={{ marginBlockEnd: 12 }}>
        <Row gutter={12}>
          <DocumentHeader {...header} />
          {children}
          <Col xs={24} md={12}>
            <Form.Item name="note" label={t('fields.note')}>
              <Input maxLength={2000} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
    </Form>
  );
}
