import { DeleteOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../platform/notify';
import { ACCEPT_ATTR, acceptedFile, type PendingFile } from './attachment-api';

const baseName = (name: string) => name.replace(/\.[^.]+$/, '');

/**
 * Files picked for upload, kept here until the dialog is submitted: drop or choose pdf, jpg, jpeg or
 * png (10 MB at most), each with an editable name.
 */
export function PendingFiles({
  value,
  onChange,
}: {
  value: PendingFile[];
  onChange: (files: PendingFile[]) => void;
}) {
  const { t } = useTranslation('table');
  return (
    <Flex vertical gap={8}>
      <Upload.Dragger
        multiple
        // the picker offers only these types; anything dropped still reaches beforeUpload, which says why it is refused
        accept={{ format: ACCEPT_ATTR, filter: 'native' }}
        showUploadList={false}
        data-testid="attachment-picker"
        beforeUpload={(file, list) => {
          const check = acceptedFile(file);
          if (check === 'type') notify.error(t('attachments.badType'));
          else if (check === 'size') notify.error(t('attachments.tooBig'));
          if (file === list[list.length - 1]) {
            const good = list.filter((f) => acceptedFile(f) === 'ok');
            onChange([...value, ...good.map((f) => ({ uid: f.uid, file: f, name: baseName(f.name) }))]);
          }
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('attachments.drop')}</p>
        <p className="ant-upload-hint">{t('attachments.accepted')}</p>
      </Upload.Dragger>
      {value.map((f) => (
        <Flex key={f.uid} gap={8} align="center" data-testid="pending-file">
          <Input
            value={f.name}
            aria-label={t('attachments.name')}
            onChange={(e) =>
              onChange(value.map((x) => (x.uid === f.uid ? { ...x, name: e.target.value } : x)))
            }
          />
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {f.file.name}
          </Typography.Text>
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('actions.remove')}
            onClick={() => onChange(value.filter((x) => x.uid !== f.uid))}
          />
        </Flex>
      ))}
    </Flex>
  );
}
