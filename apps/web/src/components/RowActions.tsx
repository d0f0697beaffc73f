import { CommentOutlined, DeleteOutlined, EditOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RowAction {
  key: string;
  label: string;
  icon: ReactNode;
  danger?: boolean;
  onClick: () => void;
}

/** Icon buttons of one row, each with its name as tooltip and accessible label. */
export function RowActionButtons({ id, actions }: { id: string; actions: RowAction[] }) {
  return (
    <Flex gap={4} wrap={false}>
      {actions.map((a) => (
        <Tooltip key={a.key} title={a.label}>
          <Button
            size="small"
            type="text"
            danger={a.danger}
            icon={a.icon}
            aria-label={a.label}
            onClick={a.onClick}
            data-testid={`row-${a.key}-${id}`}
          />
        </Tooltip>
      ))}
    </Flex>
  );
}

/** The usual row actions: edit and delete by ability, attachments and comments where the record has a model type. */
export function useCrudRowActions() {
  const { t } = useTranslation('table');
  return {
    edit: (onClick: () => void): RowAction => ({
      key: 'edit',
      label: t('actions.edit'),
      icon: <EditOutlined />,
      onClick,
    }),
    remove: (onClick: () => void): RowAction => ({
      key: 'delete',
      label: t('actions.delete'),
      icon: <DeleteOutlined />,
      danger: true,
      onClick,
    }),
    attachments: (onClick: () => void): RowAction => ({
      key: 'attachments',
      label: t('attachments.action'),
      icon: <PaperClipOutlined />,
      onClick,
    }),
    comments: (onClick: () => void): RowAction => ({
      key: 'comments',
      label: t('comments.action'),
      icon: <CommentOutlined />,
      onClick,
    }),
  };
}
