import { DeleteOutlined, DownloadOutlined, EditOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Image, Input, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../platform/report-error';
import { DATETIME_SHOWN } from '../../data-table/cells';
import { openInNewTab, startDownload, useFileObjectUrl } from '../../file-links';
import { type Attachment, filePath } from './attachment-api';

/** The file itself: an image preview, a PDF link or an audio player. */
export function Preview({ item }: { item: Attachment }) {
  const shown = useFileObjectUrl(item.kind === 'pdf' ? null : filePath(item.id));
  if (item.kind === 'image')
    return <Image src={shown} alt={item.name} height={72} style={{ objectFit: 'cover' }} />;
  if (item.kind === 'audio')
    // biome-ignore lint/a11y/useMediaCaption: voice notes have no captions
    return <audio controls src={shown} style={{ maxWidth: 240 }} />;
  return (
    <Button
      type="link"
      aria-label={item.name}
      style={{ blockSize: 'auto', padding: 0 }}
      icon={<FilePdfOutlined style={{ fontSize: 48, color: 'var(--ant-color-error)' }} />}
      onClick={() => void openInNewTab(filePath(item.id)).catch(reportError)}
    />
  );
}

/** One stored attachment with rename and delete. */
export function AttachmentItem({
  item,
  canEdit,
  onRename,
  onDelete,
}: {
  item: Attachment;
  canEdit: boolean;
  onRename: (name: string) => Promise<unknown>;
  onDelete: () => void;
}) {
  const { t } = useTranslation('table');
  const [editing, setEditing] = useState<string | null>(null);
  const save = async () => {
    if (editing === null || editing.trim() === '' || editing.trim() === item.name) return setEditing(null);
    await onRename(editing.trim());
    setEditing(null);
  };
  return (
    <Card size="small" data-testid="attachment-item">
      <Flex gap={12} align="center">
        <Preview item={item} />
        <Flex vertical style={{ flex: 1, minWidth: 0 }}>
          {editing === null ? (
            <Typography.Text strong ellipsis>
              {item.name}
            </Typography.Text>
          ) : (
            <Input
              size="small"
              autoFocus
              value={editing}
              aria-label={t('attachments.name')}
              onChange={(e) => setEditing(e.target.value)}
              onPressEnter={save}
              onBlur={save}
            />
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[item.user_name, dayjs(item.created_at).format(DATETIME_SHOWN)].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Flex>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void startDownload(filePath(item.id), { download: '1' }).catch(reportError)}
          aria-label={t('attachments.download')}
        />
        {canEdit ? (
          <>
            <Button
              icon={<EditOutlined />}
              aria-label={t('actions.rename')}
              onClick={() => setEditing(item.name)}
            />
            <Button danger icon={<DeleteOutlined />} aria-label={t('actions.delete')} onClick={onDelete} />
          </>
        ) : null}
      </Flex>
    </Card>
  );
}
