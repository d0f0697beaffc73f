import {
  CheckOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  InboxOutlined,
  RollbackOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../components/RowActions';

const ICONS: Record<string, ReactNode> = {
  view: <EyeOutlined />,
  edit: <EditOutlined />,
  approve: <CheckOutlined />,
  receive: <InboxOutlined />,
  return: <RollbackOutlined />,
  delete: <DeleteOutlined />,
};

/** Row actions of the purchasing lists, by name: view, edit, approve, receive, return, delete. */
export function usePurchasingActions() {
  const { t } = useTranslation('purchasing');
  return (
    key: 'view' | 'edit' | 'approve' | 'receive' | 'return' | 'delete',
    onClick: () => void,
  ): RowAction => ({
    key,
    label: t(`actions.${key}`),
    icon: ICONS[key],
    danger: key === 'delete',
    onClick,
  });
}
