import { type TemplateLanguage, templatePreviewEndpoints } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerSalePicker, type SaleChoice } from '../../components/form/CustomerSalePicker';
import { directionOfLanguage } from '../../components/rich-text';
import { call } from '../../platform/api/call';
import '../../components/rich-text/rich-text.css';

/** How long typing pauses before the preview asks the server again (the spec's search debounce). */
const PREVIEW_DEBOUNCE_MS = 750;

/** The live preview: the template as the server renders and sanitizes it for the chosen sale. */
export function TemplatePreview({ body, language }: { body: string; language: TemplateLanguage }) {
  const { t } = useTranslation('templates');
  const [sale, setSale] = useState<SaleChoice | null>(null);
  const [text, setText] = useState(body);
  useEffect(() => {
    const timer = window.setTimeout(() => setText(body), PREVIEW_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [body]);
  const preview = useQuery({
    queryKey: ['form-template', 'preview', sale?.residence_sale_id, sale?.sale_id, language, text],
    queryFn: ({ signal }) =>
      call(
        templatePreviewEndpoints.formTemplate,
        {
          body: {
            body: text,
            language,
            residence_sale_id: sale?.residence_sale_id ?? null,
            sale_id: sale?.sale_id ?? null,
          },
        },
        { signal },
      ),
    enabled: sale !== null && text.trim() !== '',
    placeholderData: (previous) => previous,
  });
  return (
    <div>
      <CustomerSalePicker value={sale} onChange={setSale} />
      <Spin spinning={preview.isFetching}>
        {sale && preview.data ? (
          <div
            className="bb-rich-html"
            dir={directionOfLanguage(language)}
            data-testid="template-preview"
            style={{ marginBlockStart: 12, maxBlockSize: 620, overflow: 'auto' }}
            // the server's rendering, sanitized by an allow-list (modules/rich-text/sanitize.ts)
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server
            dangerouslySetInnerHTML={{ __html: preview.data.html }}
          />
        ) : (
          <Empty description={t('form.previewHint')} style={{ marginBlockStart: 24 }} />
        )}
      </Spin>
    </div>
  );
}
