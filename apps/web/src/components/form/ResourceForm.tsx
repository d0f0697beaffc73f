import { type FieldDef, type ResourceDef, resourceEndpoints } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Col, Form, Row, Spin } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../platform/api/call';
import { useAuthUser } from '../../platform/auth/session';
import { notify } from '../../platform/notify';
import { TABLE_KEY } from '../data-table/useTableData';
import { fieldLabel, humanize, looseT } from '../loose-t';
import { clearDraft, draftKeyOf } from '../rich-text/drafts';
import { FormDialog } from './FormDialog';
import { LOOKUP_KEY } from './lookup';
import { ResourceField } from './ResourceField';
import { validateWithSchema } from './schema-form';
import { applyServerErrors } from './server-errors';
import { SUBMIT_GUARD, useGuardedAction } from './useGuardedAction';
import { defaultOf, type SchemaLike } from './validation';

/** A declared resource: its get, create and update are derived from it (`resourceEndpoints`). */
export type FormResource = ResourceDef;

export interface ResourceFormProps {
  resource: FormResource;
  open: boolean;
  /** The record to edit; null adds a new one. */
  recordId: string | null;
  onClose: () => void;
  onSaved?: (id: string) => void;
  /** More of the dialog below the fields (an employee's photo), kept by the screen that opens it. */
  children?: ReactNode;
}

/** The values a new record starts with: the schema's defaults, and the base currency for currency fields. */
function initialValues(fields: readonly FieldDef[], shape: Record<string, SchemaLike>, baseCurrency: string) {
  const values: Record<string, unknown> = {};
  for (const f of fields) {
    const d = defaultOf(shape[f.key]!);
    if (d !== undefined) values[f.key] = d;
    else if (f.widget === 'currency') values[f.key] = baseCurrency;
  }
  return values;
}

/**
 * The add/edit dialog of a declared resource, built from its schema and fields: required asterisks
 * from the schema, client-side validation in the user's language, the server's 422 answers on the
 * fields, tab-on-enter, a guarded submit (1 s debounce, 1.5 s loading) and the success toasts.
 */
export function ResourceForm({ resource, open, recordId, onClose, onSaved, children }: ResourceFormProps) {
  const { t } = useTranslation('table');
  const lt = looseT(t);
  const [form] = Form.useForm();
  const client = useQueryClient();
  const user = useAuthUser();
  const isEdit = recordId !== null;
  const shape = resource.schema.shape as unknown as Record<string, SchemaLike>;
  const fields = useMemo(() => resource.fields.filter((f) => isEdit || !f.editOnly), [resource, isEdit]);
  const keys = fields.map((f) => f.key);
  const labelOf = (key: string) => fieldLabel(key, lt);
  const singular = lt(`resources:resources.${resource.name}.one`, { defaultValue: humanize(resource.name) });

  const endpoints = resourceEndpoints(resource);
  const record = useQuery({
    queryKey: ['record', resource.path, recordId],
    queryFn: ({ signal }) =>
      call(endpoints.get, { params: { id: recordId ?? '' } }, { signal }) as Promise<Record<string, unknown>>,
    enabled: open && isEdit,
    staleTime: 0,
    gcTime: 0,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: keys and shape follow `fields`
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (!isEdit) form.setFieldsValue(initialValues(fields, shape, user.base_currency_code));
    else if (record.data) {
      form.setFieldsValue(Object.fromEntries(keys.map((k) => [k, record.data?.[k] ?? null])));
    }
  }, [open, isEdit, record.data, form, fields]);

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: Record<string, unknown>) =>
      isEdit ? call(endpoints.update, { params: { id: recordId }, body }) : call(endpoints.create, { body }),
    onSuccess: (answer) => {
      notify.success(t(isEdit ? 'messages.updated' : 'messages.added'));
      clearDraft(draftKeyOf(resource.name, recordId));
      void client.invalidateQueries({ queryKey: [TABLE_KEY, endpoints.table.path] });
      void client.invalidateQueries({ queryKey: LOOKUP_KEY });
      onSaved?.(String(answer?.id ?? recordId ?? ''));
      onClose();
    },
    onError: (error) => applyServerErrors(form, error, keys, labelOf, lt),
  });

  const submit = async () => {
    const data = await validateWithSchema(form, resource.schema, keys, labelOf, lt);
    if (data) await save.mutateAsync(data).catch(() => undefined);
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);

  return (
    <FormDialog
      open={open}
      title={t(isEdit ? 'form.editTitle' : 'form.addTitle', { name: singular })}
      width={resource.dialogWidth ?? 520}
      onClose={onClose}
      onSave={() => guard.run()}
      saving={guard.loading}
      hint={t('form.requiredHint')}
    >
      <Spin spinning={isEdit && record.isLoading}>
        <Form form={form} layout="vertical" data-testid={`form-${resource.name}`}>
          <Row gutter={12}>
            {fields.map((f) => (
              <Col key={f.key} xs={24} sm={f.span ?? 24}>
                <ResourceField
                  field={f}
                  schema={shape[f.key]!}
                  label={labelOf(f.key)}
                  form={form}
                  draftKey={draftKeyOf(resource.name, recordId)}
                />
              </Col>
            ))}
          </Row>
        </Form>
        {children}
      </Spin>
    </FormDialog>
  );
}
