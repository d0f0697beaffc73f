import { DeleteOutlined, UserOutlined } from '@ant-design/icons';
import { EMPLOYEE_PHOTO_MAX_BYTES, employeePhotoEndpoints, endpointPath } from '@bb/contracts';
import { Avatar, Button, Flex, Form, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileObjectUrl } from '../../components/file-links';

const photoPath = (id: string, version: string) =>
  `${endpointPath(employeePhotoEndpoints.get.path, { id })}?v=${encodeURIComponent(version)}`;

/** An employee's photo as an avatar (a person's outline without one); `version` refreshes a replaced photo. */
export function EmployeeAvatar({
  id,
  hasPhoto,
  size = 32,
  version = '',
}: {
  id: string;
  hasPhoto: boolean;
  size?: number;
  version?: string;
}) {
  const url = useFileObjectUrl(hasPhoto ? photoPath(id, version) : null);
  return (
    <Avatar
      size={size}
      src={url}
      icon={url ? undefined : <UserOutlined />}
      data-testid={`employee-photo-${id}`}
      data-has-photo={url ? 'true' : 'false'}
    />
  );
}

/** What the dialog will do with the photo when it saves: upload a new one, remove the one kept, or nothing. */
export interface PhotoChange {
  file: File | null;
  remove: boolean;
}

/** A chosen file the photo may be: an image (by its type or name) of at most 5 MB; else the message key. */
export function photoRefusal(file: {
  type?: string;
  name: string;
  size: number;
}): 'photo.notImage' | 'photo.tooLarge' | null {
  const image = file.type ? file.type.startsWith('image/') : /\.(png|jpe?g)$/i.test(file.name);
  if (!image) return 'photo.notImage';
  if (file.size > EMPLOYEE_PHOTO_MAX_BYTES) return 'photo.tooLarge';
  return null;
}

/**
 * The employee dialog's photo: the stored one (editing) or the file chosen, a non-image or a file over
 * 5 MB refused on the spot, and removal; the change is sent when the dialog saves.
 */
export function EmployeePhotoField({
  employeeId,
  hasPhoto,
  change,
  onChange,
}: {
  employeeId: string | null;
  hasPhoto: boolean;
  change: PhotoChange;
  onChange: (change: PhotoChange) => void;
}) {
  const { t } = useTranslation('hr');
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const stored = useFileObjectUrl(employeeId && hasPhoto ? photoPath(employeeId, 'dialog') : null);
  useEffect(() => {
    if (!change.file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(change.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [change.file]);
  const shown = preview ?? (change.remove ? null : (stored ?? null));
  return (
    <Form.Item
      label={t('photo.label')}
      validateStatus={error ? 'error' : undefined}
      help={error ?? undefined}
      data-testid="employee-photo-field"
    >
      <Flex gap={12} align="center">
        <Avatar size={96} src={shown} icon={shown ? undefined : <UserOutlined />} />
        <Flex vertical gap={4}>
          <Upload
            accept="image/png,image/jpeg"
            showUploadList={false}
            multiple={false}
            beforeUpload={(f) => {
              const refusal = photoRefusal(f);
              setError(refusal ? t(refusal) : null);
              if (!refusal) onChange({ file: f, remove: false });
              return refusal ? Upload.LIST_IGNORE : false;
            }}
          >
            <Button data-testid="employee-photo-choose">{t('photo.choose')}</Button>
          </Upload>
          {shown ? (
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              onClick={() => onChange({ file: null, remove: hasPhoto })}
              data-testid="employee-photo-remove"
            >
              {t('photo.remove')}
            </Button>
          ) : null}
          <Typography.Text type="secondary">{t('photo.hint')}</Typography.Text>
        </Flex>
      </Flex>
    </Form.Item>
  );
}
