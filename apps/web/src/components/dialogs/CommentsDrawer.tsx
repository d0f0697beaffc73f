import { SendOutlined } from '@ant-design/icons';
import { commentEndpoints } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Empty, Flex, Input, List, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../platform/api/call';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { DATETIME_SHOWN } from '../data-table/cells';
import { NotesPicker } from './NotesPicker';

/**
 * The comments side drawer (400 wide) of a record: from the right, from the left in right-to-left
 * languages. Lists the comments (POST get-comment) and adds one (POST comment); a saved note can be
 * picked into the text.
 */
export function CommentsDrawer({
  open,
  modelId,
  modelName,
  onClose,
}: {
  open: boolean;
  modelId: string;
  modelName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('table');
  const { direction } = useLanguage();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const key = ['comments', modelName, modelId];
  const list = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      (await call(commentEndpoints.list, { body: { model_id: modelId, model_name: modelName } }, { signal }))
        .data,
    enabled: open && modelId !== '0',
  });
  const add = useMutation({
    mutationFn: () =>
      call(commentEndpoints.add, {
        body: { description: text.trim(), model_id: modelId, model_name: modelName },
      }),
    onSuccess: () => {
      setText('');
      void client.invalidateQueries({ queryKey: key });
    },
  });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('comments.title')}
      placement={direction === 'rtl' ? 'left' : 'right'}
      size={400}
      destroyOnHidden
      data-testid="comments-drawer"
      footer={
        <Flex vertical gap={8}>
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder={t('comments.placeholder')}
            aria-label={t('comments.placeholder')}
            maxLength={5000}
            data-testid="comment-text"
          />
          <Flex justify="space-between" gap={8}>
            <NotesPicker onPick={(note) => setText((v) => (v ? `${v}\n${note}` : note))} />
            <Button
              type="primary"
              icon={<SendOutlined />}
              disabled={text.trim() === ''}
              loading={add.isPending}
              onClick={() => add.mutate()}
              data-testid="comment-send"
            >
              {t('comments.send')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Spin spinning={list.isFetching}>
        {list.data && list.data.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('comments.none')} />
        ) : (
          <List
            dataSource={list.data ?? []}
            renderItem={(c) => (
              <List.Item key={c.id} data-testid="comment-item">
                <List.Item.Meta
                  title={
                    <Flex justify="space-between" gap={8}>
                      <Typography.Text strong>{c.user.name}</Typography.Text>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        <bdi>{dayjs(c.created_at).format(DATETIME_SHOWN)}</bdi>
                      </Typography.Text>
                    </Flex>
                  }
                  description={<span style={{ whiteSpace: 'pre-wrap' }}>{c.description}</span>}
                />
              </List.Item>
            )}
          />
        )}
      </Spin>
    </Drawer>
  );
}
