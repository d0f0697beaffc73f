import {
  MONEY_DOCUMENT_KIND_NAMES,
  MONEY_DOCUMENT_KINDS,
  type MoneyDocumentInput,
  moneyDocumentInput,
  resources,
} from '@bb/contracts';
import { z } from 'zod';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { notFound } from '../../platform/errors.js';
import { idempotent } from '../../platform/idempotency.js';
import { registerModel } from '../../platform/models.js';
import { registerResource } from '../../platform/resources/register.js';
import { registerTable } from '../../platform/table/routes.js';
import { categoryIdOf, createMoneyDocument, deleteMoneyDocument, updateMoneyDocument } from './documents.js';
import { moneyDocumentsTable } from './documents-table.js';

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });

/** Cash boxes and every kind of money document: list, export, one, create, update, delete. */
export async function cashRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  registerResource(app, resources.cashBox);

  for (const kind of MONEY_DOCUMENT_KIND_NAMES) {
    const base = `/api/${MONEY_DOCUMENT_KINDS[kind].path}`;
    const ability = (verb: string) => [`${kind}_${verb}`] as [string];
    const tags = ['money documents'];
    registerModel(kind, {
      table: 'money_documents',
      view: ability('list'),
      edit: [`${kind}_create`, `${kind}_edit`],
      auditable: true,
    });
    registerTable(app, base, moneyDocumentsTable(kind), {
      access: ability('list'),
      title: kind,
      tag: 'money documents',
    });

    app.get(
      `${base}/:id`,
      { schema: { tags, params: idParams }, config: { access: [`${kind}_list`, `${kind}_edit`] } },
      (req) =>
        tenantTx(db, req, async (tx) => {
          const row = await tx
            .selectFrom('money_documents')
            .selectAll()
            .where('id', '=', req.params.id)
            .where('kind', '=', kind)
            .executeTakeFirst();
          if (!row) throw notFound();
          const { tenant_id: _t, ...doc } = row;
          return { ...doc, category_id: categoryIdOf(kind, row) };
        }),
    );
    app.post(
      base,
      { schema: { tags, body: moneyDocumentInput }, config: { access: ability('create') } },
      async (req, reply) => {
        const out = await tenantTx(db, req, (tx) =>
          idempotent(tx, req, `${kind}.create`, () =>
            createMoneyDocument(tx, authOf(req), kind, req.body as MoneyDocumentInput),
          ),
        );
        return reply.status(201).send(out);
      },
    );
    app.put(
      `${base}/:id`,
      { schema: { tags, params: idParams, body: moneyDocumentInput }, config: { access: ability('edit') } },
      (req) =>
        tenantTx(db, req, (tx) =>
          updateMoneyDocument(tx, authOf(req), kind, req.params.id, req.body as MoneyDocumentInput),
        ),
    );
    app.delete(
      `${base}/:id`,
      { schema: { tags, params: idParams }, config: { access: ability('delete') } },
      async (req, reply) => {
        await tenantTx(db, req, (tx) => deleteMoneyDocument(tx, authOf(req), kind, req.params.id));
        return reply.status(204).send();
      },
    );
  }
}
