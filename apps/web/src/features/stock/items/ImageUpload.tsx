import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isImageFile } from './item-rules';

export interface ImageUploadProps {
  /** The image chosen now (not yet uploaded). */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The stored image's address, shown until another is chosen. */
  currentUrl?: string | null;
  /** Shown under the area when a non-image was chosen. */
  error?: string | null;
  onError: (message: string | null) => void;
}

/** The item's image: a 200-high drop area with a preview; a non-image says 'File type must be an image'. */
export function ImageUpload({ file, onChange, currentUrl, error, onError }: ImageUploadProps) {
  const { t } = useTranslation('stock');
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? currentUrl ?? null;

  return (
    <div data-testid="item-image">
      <Upload.Dragger
        accept="image/*"
        showUploadList={false}
        multiple={false}
        style={{ blockSize: 200 }}
        beforeUpload={(f) => {
          if (!isImageFile(f)) {
            onError(t('item.imageType'));
            return Upload.LIST_IGNORE;
          }
          onError(null);
          onChange(f);
          return false;
        }}
      >
        <Flex vertical align="center" justify="center" style={{ blockSize: 170 }}>
          {shown ? (
            <img
              src={shown}
              alt={t('item.image')}
              data-testid="item-image-preview"
              style={{ maxBlockSize: 160, maxInlineSize: '100%', objectFit: 'contain' }}
            />
          ) : (
            <>
              <PictureOutlined style={{ fontSize: 32 }} />
              <Typography.Text type="secondary">{t('item.imageDrop')}</Typography.Text>
            </>
          )}
        </Flex>
      </Upload.Dragger>
      {file ? (
        <Flex justify="space-between" align="center" style={{ marginBlockStart: 4 }}>
          <Typography.Text ellipsis>{file.name}</Typography.Text>
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('item.imageRemove')}
            onClick={() => onChange(null)}
          />
        </Flex>
      ) : null}
      {error ? (
        <Typography.Text type="danger" data-testid="item-image-error">
          {error}
        </Typography.Text>
      ) : null}
    </div>
  );
}
