import { UploadOutlined } from '@ant-design/icons';
import {
  BOQ_IMPORT_COLUMNS,
  constructionBoqLine,
  constructionEndpoints,
  resourceLookup,
} from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_KEY } from '../../components/data-table';
import { LookupSelect } from '../../components/form/LookupSelect';
import { MasterDataScreen } from '../../components/master-data/MasterDataScreen';
import { sendForm } from '../../components/raw-call';
import { isApiError } from '../../platform/api/api-error';
import { useCan } from '../../platform/auth/session';
import { reportError } from '../../platform/report-error';

/** The xlsx import of a project's bill of quantities: every bad row is listed at once, nothing saved then. */
function BoqImport() {
  const { t } = useTranslation('construction');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [project, setProject] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('project_id', project ?? '');
      form.append('file', file, file.name);
      return sendForm(constructionEndpoints.importBoq, undefined, form);
    },
    meta: { silent: true },
    onSuccess: (res) => {
      setErrors([]);
      void message.success(t('boq.imported', { count: res.imported }));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
    },
    onError: (e) => {
      if (isApiError(e) && e.status === 422) setErrors(Object.values(e.errors).flat());
      else reportError(e);
    },
  });
  return (
    <Card size="small" title={t('boq.import')}>
      <Flex gap={8} wrap align="center">
        <div style={{ inlineSize: 280, display: 'grid' }}>
          <LookupSelect
            lookup={resourceLookup('construction_project')}
            value={project}
            onChange={(v) => setProject(typeof v === 'string' ? v : null)}
            placeholder={t('fields.project')}
            data-testid="boq-import-project"
          />
        </div>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          disabled={!project}
          beforeUpload={(file) => {
            upload.mutate(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} disabled={!project} loading={upload.isPending}>
            {t('boq.chooseFile')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">
          {t('boq.columns', { columns: BOQ_IMPORT_COLUMNS.join(', ') })}
        </Typography.Text>
      </Flex>
      {errors.length ? (
        <Alert
          type="error"
          style={{ marginBlockStart: 8 }}
          title={t('boq.errors')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          }
        />
      ) : null}
    </Card>
  );
}

/** /construction/bill-of-quantities: the lines of every project (declared resource) and their import. */
export default function BoqScreen() {
  const can = useCan();
  return (
    <Flex vertical gap={12}>
      {can('construction_boq_line_create') ? <BoqImport /> : null}
      <MasterDataScreen def={constructionBoqLine} />
    </Flex>
  );
}
