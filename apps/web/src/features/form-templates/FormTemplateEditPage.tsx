import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { formTemplate, resourceEndpoints, TEMPLATE_LANGUAGES, type TemplateLanguage } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Form, Input, Row, Select, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { TABLE_KEY } from '../../components/data-table';
import { LOOKUP_KEY } from '../../components/form/lookup';
import { applyServerErrors } from '../../components/form/server-errors';
import { SUBMIT_GUARD, useGuardedAction } from '../../components/form/useGuardedAction';
import { looseT } from '../../components/loose-t';
import { clearDraft, directionOfLanguage, draftKeyOf, RichTextEditor } from '../../components/rich-text';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';
import { notify } from '../../platform/notify';
import { TemplatePreview } from './TemplatePreview';

interface Values {
  name?: string;
  language?: TemplateLanguage;
  body?: string;
}

const endpoints = resourceEndpoints(formTemplate);

/**
 * `/inventory/form-template/add` and `/{id}/edit`: the template's name and language, the shared editor
 * with the sale field picker (drafts every 15 s), and beside it the live preview on a real sale.
 */
export default function FormTemplateEditPage() {
  const { t } = useTranslation('templates');
  const lt = looseT(t);
  const { id } = useParams();
  const isEdit = Boolean(id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const title = useScreenTitle(
    isEdit ? 'inventory.form_template.edit' : 'inventory.form_template.add',
    'resources:resources.form_template.one',
    'form_template',
  );
  const [form] = Form.useForm<Values>();
  const language = (Form.useWatch('language', form) ?? 'en') as TemplateLanguage;
  const body = (Form.useWatch('body', form) ?? '') as string;
  const draftKey = draftKeyOf('form_template', id ?? null);
  const record = useQuery({
    queryKey: ['record', formTemplate.path, id],
    queryFn: ({ signal }) => call(endpoints.get, { params: { id: id ?? '0' } }, { signal }),
    enabled: isEdit,
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(() => {
    if (!isEdit) form.setFieldsValue({ language: 'ckb', body: '' });
    else if (record.data)
      form.setFieldsValue({
        name: String(record.data.name ?? ''),
        language: record.data.language as TemplateLanguage,
        body: String(record.data.body ?? ''),
      });
  }, [isEdit, record.data, form]);
  const labels: Record<string, string> = {
    name: lt('resources:fields.name'),
    language: lt('resources:fields.language'),
    body: lt('resources:fields.body'),
  };
  const required = (k: string) => [
    { required: true, message: lt('table:validation.required', { field: labels[k] }) },
  ];
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (v: Required<Values>) =>
      id ? call(endpoints.update, { params: { id }, body: v }) : call(endpoints.create, { body: v }),
    onSuccess: () => {
      clearDraft(draftKey);
      notify.success(t('form.saved'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY, formTemplate.path] });
      void client.invalidateQueries({ queryKey: LOOKUP_KEY });
      void navigate('/inventory/form-template');
    },
  });
  const guard = useGuardedAction(async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      await save.mutateAsync({ name: v.name ?? '', language: v.language ?? 'en', body: v.body ?? '' });
    } catch (e) {
      applyServerErrors(form, e, ['name', 'language', 'body'], (k) => labels[k] ?? k, lt);
    }
  }, SUBMIT_GUARD);

  return (
    <div data-testid="screen-form_template_edit">
      <Flex justify="space-between" align="center" style={{ marginBlockEnd: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Flex gap={8}>
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/inventory/form-template')}>
            {t('form.back')}
          </Button>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={guard.loading}
            onClick={() => guard.run()}
            data-testid="form-submit"
          >
            {t('form.save')}
          </Button>
        </Flex>
      </Flex>
      <Spin spinning={isEdit && record.isLoading}>
        <Form form={form} layout="vertical" data-testid="form-form_template">
          <Row gutter={16}>
            <Col xs={24} xl={14}>
              <Row gutter={12}>
                <Col xs={24} sm={16}>
                  <Form.Item name="name" label={labels.name} rules={required('name')}>
                    <Input maxLength={190} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={8}>
                  <Form.Item name="language" label={labels.language} rules={required('language')}>
                    <Select
                      options={TEMPLATE_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
                      data-testid="field-language"
                    />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="body" label={labels.body} rules={required('body')}>
                <RichTextEditor placeholders="sale" draftKey={draftKey} dir={directionOfLanguage(language)} />
              </Form.Item>
            </Col>
            <Col xs={24} xl={10}>
              <Card size="small" title={t('form.previewSale')}>
                <TemplatePreview body={body} language={language} />
              </Card>
            </Col>
          </Row>
        </Form>
      </Spin>
    </div>
  );
}
