import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { commentEndpoints, TICKET_COMMENT_MODEL, TICKET_MODEL } from '@bb/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Input, List, Tag, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATETIME_SHOWN } from '../../components/data-table/cells';
import { VoiceRecorder } from '../../components/dialogs';
import { Preview } from '../../components/dialogs/attachments/AttachmentItem';
import {
  ACCEPT_ATTR,
  acceptedFile,
  attachmentsKey,
  listAttachments,
  type PendingFile,
  uploadAttachments,
  uploadAudio,
} from '../../components/dialogs/attachments/attachment-api';
import { looseT } from '../../components/loose-t';
import { call } from '../../platform/api/call';
import { notify } from '../../platform/notify';
import { reportError } from '../../platform/report-error';
import { ticketKeys } from './api';

type CommentRow = Awaited<ReturnType<typeof listComments>>[number];

const listComments = async (ticketId: string, signal?: AbortSignal) =>
  (await call(commentEndpoints.list, { body: { model_id: ticketId, model_name: TICKET_MODEL } }, { signal }))
    .data;

const commentsKey = (ticketId: string) => ['comments', TICKET_MODEL, ticketId] as const;

/**
 * A ticket's thread: the comments (the comments module) each with its files and voice notes (the attachments
 * module, hanging off the comment), and the box to add one with files or a recorded voice note. The comment
 * a notification named (`focus`) is scrolled to and marked.
 */
export function TicketComments({ ticketId, focus }: { ticketId: string; focus: string | null }) {
  const { t } = useTranslation('tickets');
  const comments = useQuery({
    queryKey: commentsKey(ticketId),
    queryFn: ({ signal }) => listComments(ticketId, signal),
  });
  const rows = comments.data ?? [];
  return (
    <Card title={t('comments')} data-testid="ticket-comments">
      {rows.length === 0 && !comments.isLoading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noComments')} />
      ) : (
        <List
          dataSource={rows}
          renderItem={(c) => <CommentItem key={c.id} comment={c} focused={c.id === focus} />}
        />
      )}
      <Composer ticketId={ticketId} />
    </Card>
  );
}

function CommentItem({ comment: c, focused }: { comment: CommentRow; focused: boolean }) {
  const { t } = useTranslation('tickets');
  const { token } = theme.useToken();
  const ref = useRef<HTMLDivElement>(null);
  const files = useQuery({
    queryKey: attachmentsKey(c.id, TICKET_COMMENT_MODEL),
    queryFn: ({ signal }) => listAttachments(c.id, TICKET_COMMENT_MODEL, signal),
  });
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [focused]);
  return (
    <List.Item>
      <div
        ref={ref}
        id={`comment-${c.id}`}
        data-testid={`ticket-comment-${c.id}`}
        data-focused={focused}
        style={{
          inlineSize: '100%',
          padding: 8,
          borderRadius: token.borderRadius,
          background: focused ? token.colorWarningBg : undefined,
          borderInlineStart: focused ? `3px solid ${token.colorWarning}` : undefined,
        }}
      >
        <Flex justify="space-between" gap={8}>
          <Typography.Text strong>
            {c.user.name}
            {focused ? (
              <Tag color="warning" style={{ marginInlineStart: 8 }}>
                {t('fromNotification')}
              </Tag>
            ) : null}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <bdi>{dayjs(c.created_at).format(DATETIME_SHOWN)}</bdi>
          </Typography.Text>
        </Flex>
        <div dir="auto" style={{ whiteSpace: 'pre-wrap', marginBlockStart: 4 }}>
          {c.description}
        </div>
        {files.data && files.data.length > 0 ? (
          <Flex gap={12} wrap style={{ marginBlockStart: 8 }} data-testid="ticket-comment-files">
            {files.data.map((f) => (
              <Flex key={f.id} vertical gap={2} align="start">
                <Preview item={f} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {f.name}
                </Typography.Text>
              </Flex>
            ))}
          </Flex>
        ) : null}
      </div>
    </List.Item>
  );
}

/** The new comment: text, files chosen before sending, or a voice note sent as its own comment. */
function Composer({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation('tickets');
  const lt = looseT(t);
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const refresh = () => {
    void client.invalidateQueries({ queryKey: commentsKey(ticketId) });
    void client.invalidateQueries({ queryKey: ticketKeys.one(ticketId) });
  };
  const addComment = (description: string) =>
    call(commentEndpoints.add, { body: { model_id: ticketId, model_name: TICKET_MODEL, description } });

  const send = async () => {
    setBusy(true);
    try {
      const made = await addComment(text.trim());
      if (pending.length > 0) await uploadAttachments(made.id, TICKET_COMMENT_MODEL, pending);
      setText('');
      setPending([]);
      refresh();
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
    }
  };

  const choose = (list: FileList | null) => {
    for (const file of Array.from(list ?? [])) {
      const ok = acceptedFile(file);
      if (ok !== 'ok') {
        notify.error(lt(ok === 'type' ? 'table:attachments.badType' : 'table:attachments.tooBig'));
        continue;
      }
      setPending((p) => [
        ...p,
        { uid: `${file.name}-${file.size}-${Date.now()}`, file, name: file.name.replace(/\.[^.]+$/, '') },
      ]);
    }
  };

  return (
    <Flex vertical gap={8} style={{ marginBlockStart: 16 }}>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={5000}
        placeholder={t('commentPlaceholder')}
        aria-label={t('commentPlaceholder')}
        data-testid="ticket-comment-text"
      />
      {pending.length > 0 ? (
        <Flex gap={8} wrap>
          {pending.map((p) => (
            <Tag key={p.uid} closable onClose={() => setPending((l) => l.filter((x) => x.uid !== p.uid))}>
              {p.file.name}
            </Tag>
          ))}
        </Flex>
      ) : null}
      <Flex gap={8} justify="space-between" wrap>
        <Flex gap={8}>
          <input
            ref={picker}
            type="file"
            multiple
            accept={ACCEPT_ATTR}
            hidden
            data-testid="ticket-comment-file"
            onChange={(e) => {
              choose(e.target.files);
              e.target.value = '';
            }}
          />
          <Button icon={<PaperClipOutlined />} onClick={() => picker.current?.click()}>
            {t('attach')}
          </Button>
          <VoiceRecorder
            onRecorded={async (audio) => {
              const made = await addComment(text.trim() || t('voiceNote'));
              await uploadAudio(made.id, TICKET_COMMENT_MODEL, audio);
              setText('');
              refresh();
            }}
          />
        </Flex>
        <Button
          type="primary"
          icon={<SendOutlined />}
          disabled={text.trim() === ''}
          loading={busy}
          onClick={() => void send()}
          data-testid="ticket-comment-send"
        >
          {t('send')}
        </Button>
      </Flex>
    </Flex>
  );
}
