import { formTemplate, templatePreviewEndpoints } from '@bb/contracts';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { registerResource } from '../../platform/resources/register.js';
import { renderRichText } from '../rich-text/render.js';
import { sanitizedBody } from '../rich-text/resource-rules.js';
import { saleTemplateValues } from '../sale-contracts/sale-values.js';

/** Form templates (a declared resource, body sanitized) and their live preview on a real sale. */
export async function formTemplateRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  registerResource(app, formTemplate, sanitizedBody('form_templates'));
  handle(app, templatePreviewEndpoints.formTemplate, (req) =>
    tenantTx(db, req, async (tx) => {
      const { body, language, ...ref } = req.body;
      const data = await saleTemplateValues(tx, authOf(req), ref, language, { number: '', version: 1 });
      return { html: renderRichText(body, data) };
    }),
  );
}
