import {
  SETTING_MESSAGES,
  type TenantSettingKey,
  type TenantSettings,
  type TenantSettingsInput,
} from '@bb/contracts';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../components/form/server-errors';
import { looseT } from '../../components/loose-t';
import { ApiError, isApiError } from '../../platform/api/api-error';
import { saveTenantSettings } from './api';
import { SettingInput, SWITCH_KEYS } from './SettingField';

type Values = Partial<Record<TenantSettingKey, unknown>>;

function toForm(settings: TenantSettings, keys: readonly TenantSettingKey[]): Values {
  const out: Values = {};
  for (const k of keys)
    out[k] = k === 'lockDate' ? (settings.lockDate ? dayjs(settings.lockDate) : null) : settings[k];
  return out;
}

/** The body of PUT setting: only the section's keys the user may change. */
export function toBody(values: Values, keys: readonly TenantSettingKey[]): TenantSettingsInput {
  const body: Record<string, unknown> = {};
  for (const k of keys) {
    const v = values[k];
    if (k === 'lockDate') body[k] = v ? (v as Dayjs).format('YYYY-MM-DD') : null;
    else if (v !== undefined) body[k] = v;
  }
  return body as TenantSettingsInput;
}

/**
 * One section of tenant settings as a form with its own Save: the fields of the keys the user may
 * change, filled from the current settings. Saving sends only those keys; the server's field
 * messages appear under their fields.
 */
export function TenantSettingsSection({
  keys,
  settings,
  testId,
}: {
  keys: readonly TenantSettingKey[];
  settings: TenantSettings;
  testId: string;
}) {
  const { t } = useTranslation('settings');
  const lt = looseT(t);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const initial = useMemo(() => toForm(settings, keys), [settings, keys]);
  const labelOf = (k: string) => lt(`fields.${k}.label`);

  const save = useMutation({
    mutationFn: (values: Values) => saveTenantSettings(toBody(values, keys)),
    meta: { silent: true },
    onSuccess: (saved) => {
      form.setFieldsValue(toForm(saved, keys));
      message.success(t('saved'));
    },
    onError: (error) => {
      const own = isApiError(error)
        ? new ApiError(
            error.status,
            error.message,
            Object.fromEntries(
              Object.entries(error.errors).map(([f, list]) => [
                f,
                list.map((m) => (m === SETTING_MESSAGES.lockDateInFuture ? t('lockDateInFuture') : m)),
              ]),
            ),
          )
        : error;
      applyServerErrors(form, own, keys, labelOf, lt);
    },
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => save.mutate(values)}
      data-testid={testId}
    >
      {keys.map((k) => (
        <Form.Item
          key={k}
          name={k}
          label={labelOf(k)}
          extra={lt(`fields.${k}.help`)}
          valuePropName={SWITCH_KEYS.has(k) ? 'checked' : 'value'}
        >
          <SettingInput name={k} />
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid={`${testId}-save`}>
        {t('save')}
      </Button>
    </Form>
  );
}
