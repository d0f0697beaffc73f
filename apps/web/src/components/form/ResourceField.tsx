import { ENUMS, type FieldDef, lookupEndpoint } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, type FormInstance, Input, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currenciesQuery } from '../../platform/auth/session-queries';
import { CurrencyTag } from '../CurrencyTag';
import { looseT } from '../loose-t';
import { RichTextField } from '../rich-text/RichTextField';
import { LookupSelect } from './LookupSelect';
import { MoneyInput } from './MoneyInput';
import { NumberInput } from './NumberInput';
import { zodRules } from './schema-form';
import { accepts, isRequired, type SchemaLike } from './validation';

export const DATE_FORMAT = 'DD/MM/YYYY';

interface Props {
  field: FieldDef;
  schema: SchemaLike;
  label: string;
  form: FormInstance;
  /** Where a rich-text field keeps its drafts. */
  draftKey?: string;
}

/** Options of an enumeration, labels translated; values as numbers when the schema wants numbers. */
function useEnumOptions(enumName: FieldDef['enumName'], schema: SchemaLike) {
  const { t } = useTranslation('resources');
  const labels = enumName ? (ENUMS[enumName] as Record<string, string>) : {};
  return Object.entries(labels).map(([value, key]) => {
    const numeric = /^\d+$/.test(value) && !accepts(schema, value) && accepts(schema, Number(value));
    return { value: numeric ? Number(value) : value, label: looseT(t)(`resources:${key}`) };
  });
}

function CurrencySelect(props: { id?: string; value?: string; onChange?: (v: string) => void }) {
  const { data } = useQuery(currenciesQuery);
  return (
    <Select
      {...props}
      options={(data ?? []).map((c) => ({ value: c.code, label: <CurrencyTag code={c.code} /> }))}
    />
  );
}

/** A lookup narrowed by another field's value (`dependsOn`); cleared when that value changes. */
function DependentLookup({ field, form, ...rest }: { field: FieldDef; form: FormInstance; id?: string }) {
  const parent = Form.useWatch(field.dependsOn?.field ?? '__none', form) as string | undefined;
  const previous = useRef(parent);
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== parent) form.setFieldValue(field.key, null);
    previous.current = parent;
  }, [parent, field.key, form]);
  const params = field.dependsOn
    ? { [field.dependsOn.param]: parent ? String(parent) : undefined }
    : undefined;
  return (
    <LookupSelect
      {...rest}
      lookup={lookupEndpoint(field.lookup ?? '')}
      params={params}
      enabled={!field.dependsOn || Boolean(parent)}
      allowClear
    />
  );
}

/**
 * One field of a resource form: the widget its declaration names, the required asterisk from the
 * schema, and client-side validation with the shared zod rule worded in the user's language.
 */
export function ResourceField({ field, schema, label, form, draftKey }: Props) {
  const { t } = useTranslation('table');
  const required = isRequired(schema);
  const enumOptions = useEnumOptions(field.enumName, schema);
  const rules = zodRules(schema, label, looseT(t));
  const item = { name: field.key, label, required, rules, validateFirst: true } as const;

  switch (field.widget) {
    case 'textarea':
      return (
        <Form.Item {...item}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      );
    case 'richtext':
      return (
        <Form.Item {...item}>
          <RichTextField field={field} form={form} draftKey={draftKey} />
        </Form.Item>
      );
    case 'number':
      return (
        <Form.Item {...item}>
          <NumberInput
            min={field.min ?? (accepts(schema, '-1') || accepts(schema, -1) ? undefined : 0)}
            max={field.max}
            precision={field.precision ?? 0}
          />
        </Form.Item>
      );
    case 'money':
      return (
        <Form.Item {...item}>
          <MoneyInput allowNegative={accepts(schema, '-1')} decimals={field.precision ?? 6} />
        </Form.Item>
      );
    case 'switch': {
      const numeric = accepts(schema, 1) && !accepts(schema, true);
      return (
        <Form.Item
          {...item}
          required={false}
          valuePropName="checked"
          getValueProps={(v: unknown) => ({ checked: v === 1 || v === true || v === '1' })}
          normalize={(checked: boolean) => (numeric ? (checked ? 1 : 0) : checked)}
        >
          <Switch />
        </Form.Item>
      );
    }
    case 'select':
      return (
        <Form.Item {...item}>
          <Select options={enumOptions} allowClear={!required} />
        </Form.Item>
      );
    case 'lookup':
      return (
        <Form.Item {...item}>
          <DependentLookup field={field} form={form} />
        </Form.Item>
      );
    case 'date':
      return (
        <Form.Item
          {...item}
          getValueProps={(v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null })}
          normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null)}
        >
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      );
    case 'currency':
      return (
        <Form.Item {...item}>
          <CurrencySelect />
        </Form.Item>
      );
    default:
      return (
        <Form.Item {...item}>
          <Input autoComplete="off" />
        </Form.Item>
      );
  }
}
