import { createHash } from 'node:crypto';
import type { EndpointResult, saleContractEndpoints, TemplateLanguage } from '@bb/contracts';
import { MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import { assertConnected } from '../documents/branch-scope.js';
import { renderRichText } from '../rich-text/render.js';
import { sanitizeRichText } from '../rich-text/sanitize.js';
import { type SaleRef, saleTemplateValues } from './sale-values.js';

type ContractRecord = EndpointResult<typeof saleContractEndpoints.get>;

export const CONTRACT_MESSAGES = {
  alreadySigned: 'The contract is already signed.',
  signedNoDelete: 'A signed contract cannot be deleted.',
  superseded: 'This contract already has a newer version: edit that one.',
} as const;

/** The SHA-256 of a signed contract's text (UTF-8), in hex: the database recomputes it in a check. */
export const contractHash = (body: string) => createHash('sha256').update(body, 'utf8').digest('hex');

/** One contract version with its template, sale, customer and signer by name. */
export async function getSaleContract(tx: TenantTx, auth: AuthContext, id: string): Promise<ContractRecord> {
  const row = (
    await sql<ContractRecord>`select c.id, c.contract_no, c.version,
        case when c.signed_at is null then 'draft' else 'signed' end as status, c.date::text as date,
        c.language, c.form_template_id, t.name as form_template_name, c.residence_sale_id, c.sale_id,
        coalesce(rs.invoice_id, s.invoice_id) as sale_invoice_id, coalesce(rc.name, sc.name) as customer_name,
        c.inventory_id, c.body, c.sha256, c.signed_at, su.name as signed_by_name,
        (select n.id from sale_contracts n where n.tenant_id = c.tenant_id and n.previous_id = c.id) as superseded_by,
        c.created_at
      from sale_contracts c
      join form_templates t on t.tenant_id = c.tenant_id and t.id = c.form_template_id
      left join residence_sales rs on rs.tenant_id = c.tenant_id and rs.id = c.residence_sale_id
      left join customers rc on rc.tenant_id = rs.tenant_id and rc.id = rs.customer_id
      left join sales s on s.tenant_id = c.tenant_id and s.id = c.sale_id
      left join customers sc on sc.tenant_id = s.tenant_id and sc.id = s.customer_id
      left join users su on su.tenant_id = c.tenant_id and su.id = c.signed_by
      where c.id = ${id}`.execute(tx)
  ).rows[0];
  if (!row) throw notFound();
  await assertConnected(tx, auth, row.inventory_id);
  return row;
}

/**
 * A contract from a form template and a sale: the template rendered with the sale's values in the
 * template's language, a draft (version 1) that may be edited until it is signed.
 */
export async function createSaleContract(
  tx: TenantTx,
  auth: AuthContext,
  input: SaleRef & { form_template_id: string; date: string },
): Promise<ContractRecord> {
  const template = (
    await sql<{ language: TemplateLanguage; body: string }>`select language, body from form_templates
      where id = ${input.form_template_id}`.execute(tx)
  ).rows[0];
  if (!template) throw invalid({ form_template_id: [MESSAGES.formTemplateMissing] });
  // the sale's branch is checked before anything is written
  const probe = await saleTemplateValues(tx, auth, input, template.language, null);
  const inserted = (
    await sql<{
      id: string;
    }>`insert into sale_contracts (tenant_id, contract_no, date, language, form_template_id,
        residence_sale_id, sale_id, inventory_id, body, created_by)
      values (current_setting('app.tenant_id')::bigint, 0, ${input.date}, ${template.language},
        ${input.form_template_id}, ${input.residence_sale_id}, ${input.sale_id}, ${probe.inventory_id}, '',
        ${auth.userId})
      returning id`.execute(tx)
  ).rows[0] as { id: string };
  const data = await saleTemplateValues(tx, auth, input, template.language, {
    number: inserted.id,
    version: 1,
  });
  await sql`update sale_contracts set contract_no = id, body = ${renderRichText(template.body, data)}
    where id = ${inserted.id}`.execute(tx);
  return getSaleContract(tx, auth, inserted.id);
}

async function lockContract(tx: TenantTx, auth: AuthContext, id: string) {
  const row = (
    await sql<{
      id: string;
      contract_no: string;
      version: number;
      signed_at: Date | null;
      inventory_id: string;
    }>`select id, contract_no, version, signed_at, inventory_id from sale_contracts where id = ${id} for update`.execute(
      tx,
    )
  ).rows[0];
  if (!row) throw notFound();
  await assertConnected(tx, auth, row.inventory_id);
  return row;
}

/**
 * Edits the text. A draft changes in place; a signed contract never changes (the row is frozen), so its
 * edit is the next version, a new draft with the edited text. Only the newest version is edited.
 */
export async function updateSaleContract(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
  body: string,
): Promise<ContractRecord> {
  const row = await lockContract(tx, auth, id);
  const clean = sanitizeRichText(body);
  if (!clean.trim()) throw invalid({ body: [MESSAGES.textEmpty] });
  if (row.signed_at === null) {
    await sql`update sale_contracts set body = ${clean}, updated_at = now() where id = ${id}`.execute(tx);
    return getSaleContract(tx, auth, id);
  }
  const next = (
    await sql<{ id: string }>`select id from sale_contracts where previous_id = ${id}`.execute(tx)
  ).rows[0];
  if (next) throw conflict(CONTRACT_MESSAGES.superseded);
  const made = (
    await sql<{ id: string }>`insert into sale_contracts (tenant_id, contract_no, version, previous_id, date,
        language, form_template_id, residence_sale_id, sale_id, inventory_id, body, created_by)
      select tenant_id, contract_no, version + 1, id, date, language, form_template_id, residence_sale_id,
        sale_id, inventory_id, ${clean}, ${auth.userId}
      from sale_contracts where id = ${id}
      returning id`.execute(tx)
  ).rows[0] as { id: string };
  return getSaleContract(tx, auth, made.id);
}

/** Signs a draft: its text becomes the snapshot, with the text's SHA-256 and the signer. */
export async function signSaleContract(tx: TenantTx, auth: AuthContext, id: string): Promise<ContractRecord> {
  const row = await lockContract(tx, auth, id);
  if (row.signed_at !== null) throw conflict(CONTRACT_MESSAGES.alreadySigned);
  const body = (await sql<{ body: string }>`select body from sale_contracts where id = ${id}`.execute(tx))
    .rows[0] as { body: string };
  await sql`update sale_contracts set signed_at = now(), signed_by = ${auth.userId},
      sha256 = ${contractHash(body.body)}, updated_at = now()
    where id = ${id}`.execute(tx);
  return getSaleContract(tx, auth, id);
}

/** Deletes a draft; a signed contract stays for good. */
export async function deleteSaleContract(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
): Promise<{ id: string }> {
  const row = await lockContract(tx, auth, id);
  if (row.signed_at !== null) throw conflict(CONTRACT_MESSAGES.signedNoDelete);
  await sql`delete from sale_contracts where id = ${id}`.execute(tx);
  return { id };
}
