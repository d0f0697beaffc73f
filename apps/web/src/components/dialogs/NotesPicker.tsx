import { SnippetsOutlined } from '@ant-design/icons';
import { resourceLookup } from '@bb/contracts';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../form/lookup';

interface Note {
  id: string;
  note: string;
  type: string;
}

/** The notes picker menu: saved notes (GET notes/list, optionally of one type); picking one hands its text back. */
export function NotesPicker({
  type,
  onPick,
  disabled,
}: {
  type?: string;
  onPick: (text: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('table');
  const { data, isFetching } = useLookup<Note>(resourceLookup('note'), {
    params: type ? { type } : undefined,
    name: t('notes.listName'),
  });
  const items = (data ?? []).map((n) => ({
    key: String(n.id),
    label: <span style={{ display: 'inline-block', maxWidth: 320, whiteSpace: 'normal' }}>{n.note}</span>,
  }));
  return (
    <Dropdown
      trigger={['click']}
      disabled={disabled}
      menu={{
        items: items.length ? items : [{ key: 'none', label: t('notes.none'), disabled: true }],
        onClick: ({ key }) => {
          const note = data?.find((n) => String(n.id) === key);
          if (note) onPick(note.note);
        },
        style: { maxHeight: 320, overflowY: 'auto' },
      }}
    >
      <Button icon={<SnippetsOutlined />} loading={isFetching} data-testid="notes-picker">
        {t('notes.pick')}
      </Button>
    </Dropdown>
  );
}
