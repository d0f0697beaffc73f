import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';

/** The item cell of a lines table: the name, then the barcode in brackets (kept left-to-right). */
export function itemColumn<T extends { item_name: string; barcode: string }>(title: string) {
  return {
    key: 'item',
    title,
    render: (_: unknown, l: T): ReactNode => (
      <>
        {l.item_name} <bdi>({l.barcode})</bdi>
      </>
    ),
  };
}

/** The last column of an editable lines table: a delete button (out of the tab order). */
export function removeColumn<T extends { key: string }>(label: string, onRemove: (key: string) => void) {
  return {
    key: 'remove',
    title: '',
    render: (_: unknown, l: T): ReactNode => (
      <RemoveLineButton label={label} onClick={() => onRemove(l.key)} />
    ),
  };
}

/** The delete button of a line, out of the tab order. */
export function RemoveLineButton({
  label,
  onClick,
  testId,
}: {
  label: string;
  onClick: () => void;
  testId?: string;
}) {
  return (
    <Button
      size="small"
      type="text"
      danger
      tabIndex={-1}
      icon={<DeleteOutlined />}
      aria-label={label}
      data-testid={testId}
      onClick={onClick}
    />
  );
}

/** Selects the first input of a line (just added or found again) once it is drawn. */
export function selectLine(area: HTMLElement | null, key: string | (() => string), focusFirst = false) {
  setTimeout(() => {
    const row = typeof key === 'string' ? key : key();
    const el = area?.querySelector<HTMLInputElement>(`[data-row-key="${row}"] input`);
    if (focusFirst) el?.focus();
    el?.select();
  }, 50);
}
