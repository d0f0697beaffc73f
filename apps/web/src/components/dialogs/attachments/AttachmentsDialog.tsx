import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Empty, Flex, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../platform/notify';
import { DeleteConfirm } from '../ConfirmDialog';
import { VoiceRecorder } from '../voice/VoiceRecorder';
import { AttachmentItem } from './AttachmentItem';
import {
  attachmentsKey,
  deleteAttachment,
  listAttachments,
  type PendingFile,
  renameAttachment,
  uploadAttachments,
} from './attachment-api';
import { PendingFiles } from './PendingFiles';

export interface AttachmentsDialogProps {
  open: boolean;
  /** The record the files hang off; '0' (not saved yet) makes Submit just close. */
  modelId: string;
  /** Its model type (item, user, inventory, shareholder, machine, ...). */
  type: string;
  /** May add, rename and delete (the record's edit ability); others only see and download. */
  canEdit?: boolean;
  onClose: () => void;
}

/**
 * Upload Attachment (600 wide): the record's files (image, pdf or audio) with rename and delete, a
 * pending list of new files sent on Submit, and a voice recorder. With no pending file, or no record
 * yet, Submit just closes.
 */
export function AttachmentsDialog({ open, modelId, type, canEdit = true, onClose }: AttachmentsDialogProps) {
  const { t } = useTranslation('table');
  const client = useQueryClient();
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [deleting, setDeleting] = useState<string | null>(null);
  const saved = modelId !== '' && modelId !== '0';
  const key = attachmentsKey(modelId, type);
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => listAttachments(modelId, type, signal),
    enabled: open && saved,
  });
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const close = () => {
    setPending([]);
    onClose();
  };
  const upload = useMutation({
    mutationFn: () => uploadAttachments(modelId, type, pending),
    onSuccess: () => {
      notify.success(t('messages.added'));
      void refresh();
      close();
    },
  });
  const rename = useMutation({
    mutationFn: (v: { id: string; name: string }) => renameAttachment(v.id, v.name),
    onSuccess: () => {
      notify.success(t('messages.updated'));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteAttachment(id),
    onSuccess: () => {
      notify.success(t('messages.deleted'));
      void refresh();
    },
  });
  const submit = () => {
    if (!saved || pending.length === 0) close();
    else upload.mutate();
  };

  return (
    <Modal
      open={open}
      title={t('attachments.title')}
      width={600}
      onCancel={close}
      destroyOnHidden
      data-testid="attachments-dialog"
      footer={[
        <Button key="cancel" onClick={close}>
          {t('actions.cancel')}
        </Button>,
        canEdit ? (
          <Button
            key="ok"
            type="primary"
            loading={upload.isPending}
            onClick={submit}
            data-testid="attachments-submit"
          >
            {t('actions.submit')}
          </Button>
        ) : null,
      ]}
    >
      {canEdit ? <PendingFiles value={pending} onChange={setPending} /> : null}
      {canEdit && saved ? (
        <>
          <Divider plain>{t('voice.title')}</Divider>
          <VoiceRecorder modelId={modelId} type={type} onSent={refresh} />
        </>
      ) : null}
      <Divider plain>{t('attachments.stored')}</Divider>
      <Spin spinning={list.isFetching}>
        <Flex vertical gap={8} style={{ maxHeight: 360, overflowY: 'auto' }}>
          {(list.data ?? []).map((item) => (
            <AttachmentItem
              key={item.id}
              item={item}
              canEdit={canEdit}
              onRename={(name) => rename.mutateAsync({ id: item.id, name }).catch(() => undefined)}
              onDelete={() => setDeleting(item.id)}
            />
          ))}
          {list.data && list.data.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={<Typography.Text>{t('attachments.none')}</Typography.Text>}
            />
          ) : null}
        </Flex>
      </Spin>
      <DeleteConfirm
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting).catch(() => undefined);
          setDeleting(null);
        }}
      />
    </Modal>
  );
}
