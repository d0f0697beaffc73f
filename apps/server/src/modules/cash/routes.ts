import { MONEY_DOCUMENT_ENDPOINTS, MONEY_DOCUMENT_KIND_NAMES, resources } from '@bb/contracts';
import type { App } from '../../platform/app-types.js';
import { notFound } from '../../platform/errors.js';
import { registerResource } from '../../platform/resources/register.js';
import { registerDeclaredDocument } from '../documents/routes.js';
import { CASH_BOX_RULES } from './box-rules.js';
import { categoryIdOf, moneyDocument } from './documents.js';
import { moneyDocumentsTable } from './documents-table.js';

/** Cash boxes and every kind of money document: list, export, one, create, update, delete (the kernel's). */
export async function cashRoutes(app: App): Promise<void> {
  registerResource(app, resources.cashBox, CASH_BOX_RULES);

  for (const kind of MONEY_DOCUMENT_KIND_NAMES) {
    const ability = (verb: string) => [`${kind}_${verb}`];
    registerDeclaredDocument(app, moneyDocument(kind), {
      endpoints: MONEY_DOCUMENT_ENDPOINTS[kind],
      title: kind,
      list: moneyDocumentsTable(kind),
      async get(tx, _auth, id) {
        const row = await tx
          .selectFrom('money_documents')
          .selectAll()
          .where('id', '=', id)
          .where('kind', '=', kind)
          .executeTakeFirst();
        if (!row) throw notFound();
        const { tenant_id: _t, ...doc } = row;
        return { ...doc, category_id: categoryIdOf(kind, row) };
      },
      model: { view: ability('list'), edit: [`${kind}_create`, `${kind}_edit`], auditable: true },
    });
  }
}
