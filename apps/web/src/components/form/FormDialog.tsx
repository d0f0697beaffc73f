import { Modal, Typography } from 'antd';
import { type ReactNode, useRef } from 'react';
import { DialogFooter } from './DialogFooter';
import { TabOnEnter } from './TabOnEnter';
import { enterFields } from './tab-on-enter';

interface Props {
  open: boolean;
  title: ReactNode;
  width: number;
  onClose: () => void;
  /** The guarded submit (`guard.run`); `saving` is its loading state. */
  onSave: () => void;
  saving: boolean;
  /** The grey line above the fields (which fields are required, what the dialog does). */
  hint: ReactNode;
  /** Esc closes the dialog unless false (a dialog holding an upload keeps it open). */
  keyboard?: boolean;
  children: ReactNode;
}

/**
 * The shell of every form dialog: not closed by a click outside, emptied when hidden, the first field
 * focused once open, Enter moving between fields, Cancel/Save in the footer.
 */
export function FormDialog({ open, title, width, onClose, onSave, saving, hint, keyboard, children }: Props) {
  const area = useRef<HTMLDivElement>(null);
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={onClose}
      mask={{ closable: false }}
      keyboard={keyboard}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (visible && area.current) enterFields(area.current)[0]?.focus();
      }}
      footer={<DialogFooter onCancel={onClose} onSave={onSave} loading={saving} />}
    >
      <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 12 }}>
        {hint}
      </Typography.Paragraph>
      <div ref={area}>
        <TabOnEnter>{children}</TabOnEnter>
      </div>
    </Modal>
  );
}
