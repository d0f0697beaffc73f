import { EditOutlined, SaveOutlined } from '@ant-design/icons';
import { type LetterView, letterTemplateEndpoints } from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearDraft, directionOfLanguage, draftKeyOf, RichTextEditor } from '../../components/rich-text';
import { call } from '../../platform/api/call';
import { useCan } from '../../platform/auth/session';
import { notify } from '../../platform/notify';
import '../../components/rich-text/rich-text.css';

/**
 * The rich text of a letter made from a template: shown as the server rendered and sanitized it, and
 * edited in the shared editor (its drafts kept every 15 s) by who may edit letters.
 */
export function LetterRichText({ letter }: { letter: LetterView & { body_html: string } }) {
  const { t } = useTranslation('templates');
  const can = useCan();
  const client = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const dir = directionOfLanguage(letter.language);
  const draftKey = draftKeyOf('hr_letter', letter.id);
  const save = useMutation({
    mutationFn: (body_html: string) =>
      call(letterTemplateEndpoints.updateBody, { params: { id: letter.id }, body: { body_html } }),
    onSuccess: () => {
      clearDraft(draftKey);
      notify.success(t('letter.saved'));
      setEditing(null);
      void client.invalidateQueries({ queryKey: ['hr', 'letter', letter.id] });
    },
  });
  if (editing !== null)
    return (
      <div>
        <RichTextEditor value={editing} onChange={setEditing} dir={dir} draftKey={draftKey} />
        <Flex gap={8} justify="end" style={{ marginBlockStart: 8 }}>
          <Button onClick={() => setEditing(null)}>{t('letter.cancel')}</Button>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={save.isPending}
            disabled={!editing}
            onClick={() => save.mutate(editing)}
            data-testid="letter-save-text"
          >
            {t('letter.save')}
          </Button>
        </Flex>
      </div>
    );
  return (
    <div>
      {can('hr_letter_edit') ? (
        <Flex justify="end">
          <Button
            icon={<EditOutlined />}
            onClick={() => setEditing(letter.body_html)}
            data-testid="letter-edit-text"
          >
            {t('letter.edit')}
          </Button>
        </Flex>
      ) : null}
      <div
        className="bb-rich-html"
        dir={dir}
        data-testid="letter-body"
        // the server's rendering, sanitized by an allow-list (modules/rich-text/sanitize.ts)
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server
        dangerouslySetInnerHTML={{ __html: letter.body_html }}
      />
    </div>
  );
}
