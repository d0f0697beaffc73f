import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { placeholderToken } from '@bb/contracts';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { EditorContent, Mark, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Alert, Button, Dropdown, Flex, Select, Tooltip, theme } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearDraft, DRAFT_EVERY_MS, type Draft, readDraft, saveDraft } from './drafts';
import { FieldPicker } from './FieldPicker';
import type { RichTextEditorProps } from './types';
import './rich-text.css';

const EMPTY = '<p></p>';

/**
 * Placeholder values arrive isolated in <bdi> (a date after Kurdish words keeps its order); the mark keeps
 * that isolation when a rendered letter or contract is edited. Typing next to it does not extend it.
 */
const Isolate = Mark.create({
  name: 'isolate',
  inclusive: false,
  parseHTML: () => [{ tag: 'bdi' }],
  renderHTML: () => ['bdi', 0],
});

/**
 * The rich-text editor (TipTap on ProseMirror): paragraphs and headings, marks, lists, alignment, text
 * direction per paragraph (the template's direction by default), tables, undo; the field picker inserts
 * placeholders at the cursor. Every 15 s a changed text is kept as a draft (drafts.ts) and offered back
 * when the same record is opened again within 15 minutes.
 */
export default function TiptapEditor({
  value,
  onChange,
  placeholders,
  draftKey,
  dir = 'ltr',
  height = 550,
  id,
  'aria-label': ariaLabel,
}: RichTextEditorProps) {
  const { t } = useTranslation('templates');
  const { token } = theme.useToken();
  const [offered, setOffered] = useState<Draft | null>(() => (draftKey ? readDraft(draftKey) : null));
  const lastSaved = useRef<string | null>(null);
  // the text as the record holds it (set at mount and by each change from outside): a draft is what differs
  const baseline = useRef<string>(value || EMPTY);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, code: false, codeBlock: false }),
      TableKit.configure({ table: { resizable: false } }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      Isolate,
    ],
    content: value || EMPTY,
    textDirection: dir,
    editorProps: { attributes: { 'data-testid': 'rich-text-content', ...(id ? { id } : {}) } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      inTable: e.isActive('table'),
      heading: ([1, 2, 3] as const).find((level) => e.isActive('heading', { level })) ?? 0,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  // a value set from outside (the record loaded, a draft restored) replaces the text
  useEffect(() => {
    if (value !== undefined && value !== (editor.isEmpty ? '' : editor.getHTML())) {
      editor.commands.setContent(value || EMPTY, { emitUpdate: false });
      baseline.current = editor.getHTML();
      setOffered((draft) => (draft && draft.html === baseline.current ? null : draft));
    }
  }, [value, editor]);

  // the text area is named: the label given, else the Form.Item label pointing at its id (a <label for>
  // names only form controls, not an editable div), else a generic "Text"
  useEffect(() => {
    const label = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent : null;
    editor.view.dom.setAttribute('aria-label', ariaLabel || label || t('editor.content'));
    editor.view.dom.setAttribute('aria-multiline', 'true');
  }, [editor, id, ariaLabel, t]);

  // the direction follows the template's language
  useEffect(() => {
    editor.commands.setTextDirection(dir);
  }, [dir, editor]);

  // the baseline in the editor's own serialization, so an unchanged text is never kept as a draft
  useEffect(() => {
    baseline.current = editor.getHTML();
  }, [editor]);

  // a draft differing from what the record holds is offered back once
  useEffect(() => {
    if (offered && editor.getHTML() === offered.html) setOffered(null);
  }, [offered, editor]);

  // autosave every 15 s when the text changed since the last draft
  useEffect(() => {
    if (!draftKey) return;
    const timer = window.setInterval(() => {
      const html = editor.getHTML();
      if (html === lastSaved.current || html === baseline.current) return;
      saveDraft(draftKey, html);
      lastSaved.current = html;
    }, DRAFT_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [draftKey, editor]);

  const insert = (key: string, block: boolean) => {
    const token = placeholderToken(key);
    editor
      .chain()
      .focus()
      .insertContent(block ? `<p>${token}</p>` : token)
      .run();
  };
  const chain = () => editor.chain().focus();
  const tool = (label: string, icon: React.ReactNode, active: boolean, run: () => void, disabled = false) => (
    <Tooltip title={label}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        onClick={run}
      />
    </Tooltip>
  );
  const tableItems = [
    {
      key: 'insert',
      label: t('editor.table.insert'),
      onClick: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    },
    {
      key: 'row',
      label: t('editor.table.addRow'),
      disabled: !state.inTable,
      onClick: () => chain().addRowAfter().run(),
    },
    {
      key: 'col',
      label: t('editor.table.addColumn'),
      disabled: !state.inTable,
      onClick: () => chain().addColumnAfter().run(),
    },
    {
      key: 'delRow',
      label: t('editor.table.deleteRow'),
      disabled: !state.inTable,
      onClick: () => chain().deleteRow().run(),
    },
    {
      key: 'delCol',
      label: t('editor.table.deleteColumn'),
      disabled: !state.inTable,
      onClick: () => chain().deleteColumn().run(),
    },
    {
      key: 'del',
      label: t('editor.table.delete'),
      disabled: !state.inTable,
      danger: true,
      onClick: () => chain().deleteTable().run(),
    },
  ];

  return (
    <div className="bb-rich-text" data-testid="rich-text-editor">
      {offered ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBlockEnd: 8 }}
          title={t('editor.draftFound', { time: dayjs(offered.savedAt).format('hh:mm a') })}
          action={
            <Flex gap={8}>
              <Button
                size="small"
                type="primary"
                data-testid="rich-text-restore-draft"
                onClick={() => {
                  editor.commands.setContent(offered.html);
                  onChange?.(offered.html);
                  setOffered(null);
                }}
              >
                {t('editor.restore')}
              </Button>
              <Button
                size="small"
                onClick={() => {
                  if (draftKey) clearDraft(draftKey);
                  setOffered(null);
                }}
              >
                {t('editor.discard')}
              </Button>
            </Flex>
          }
        />
      ) : null}
      <Flex
        wrap
        gap={4}
        align="center"
        style={{
          padding: 6,
          border: `1px solid ${token.colorBorder}`,
          borderBottom: 'none',
          borderStartStartRadius: token.borderRadius,
          borderStartEndRadius: token.borderRadius,
          background: token.colorFillQuaternary,
        }}
      >
        <Select
          size="small"
          value={state.heading}
          style={{ inlineSize: 120 }}
          aria-label={t('editor.style')}
          onChange={(level: number) =>
            level === 0
              ? chain().setParagraph().run()
              : chain()
                  .toggleHeading({ level: level as 1 | 2 | 3 })
                  .run()
          }
          options={[
            { value: 0, label: t('editor.paragraph') },
            { value: 1, label: t('editor.heading', { level: 1 }) },
            { value: 2, label: t('editor.heading', { level: 2 }) },
            { value: 3, label: t('editor.heading', { level: 3 }) },
          ]}
        />
        {tool(t('editor.bold'), <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
        {tool(t('editor.italic'), <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
        {tool(t('editor.underline'), <UnderlineOutlined />, state.underline, () =>
          chain().toggleUnderline().run(),
        )}
        {tool(t('editor.bulletList'), <UnorderedListOutlined />, state.bullet, () =>
          chain().toggleBulletList().run(),
        )}
        {tool(t('editor.orderedList'), <OrderedListOutlined />, state.ordered, () =>
          chain().toggleOrderedList().run(),
        )}
        {tool(t('editor.alignStart'), <AlignLeftOutlined />, false, () =>
          chain()
            .setTextAlign(dir === 'rtl' ? 'right' : 'left')
            .run(),
        )}
        {tool(t('editor.alignCenter'), <AlignCenterOutlined />, false, () =>
          chain().setTextAlign('center').run(),
        )}
        {tool(t('editor.alignEnd'), <AlignRightOutlined />, false, () =>
          chain()
            .setTextAlign(dir === 'rtl' ? 'left' : 'right')
            .run(),
        )}
        <Button
          size="small"
          type="text"
          onClick={() => chain().setTextDirection('rtl').run()}
          aria-label={`${t('editor.rtl')} (RTL)`}
        >
          RTL
        </Button>
        <Button
          size="small"
          type="text"
          onClick={() => chain().setTextDirection('ltr').run()}
          aria-label={`${t('editor.ltr')} (LTR)`}
        >
          LTR
        </Button>
        <Dropdown menu={{ items: tableItems }} trigger={['click']}>
          <Button
            size="small"
            type={state.inTable ? 'primary' : 'text'}
            icon={<TableOutlined />}
            aria-label={t('editor.table.title')}
          />
        </Dropdown>
        {tool(t('editor.undo'), <UndoOutlined />, false, () => chain().undo().run(), !state.canUndo)}
        {tool(t('editor.redo'), <RedoOutlined />, false, () => chain().redo().run(), !state.canRedo)}
        {placeholders ? <FieldPicker set={placeholders} onPick={insert} /> : null}
      </Flex>
      <div
        style={{
          blockSize: height,
          overflow: 'auto',
          border: `1px solid ${token.colorBorder}`,
          borderEndStartRadius: token.borderRadius,
          borderEndEndRadius: token.borderRadius,
          background: token.colorBgContainer,
        }}
        dir={dir}
      >
        <EditorContent editor={editor} style={{ minBlockSize: '100%' }} />
      </div>
    </div>
  );
}
