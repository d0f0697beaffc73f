import { DESCRIPTION_SEPARATOR, DOCUMENT_TYPES, MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import { assertNotAudited } from '../audit/guard.js';
import { invoiceId, nextNumber } from '../ledger/numbering.js';
import { post, reverseDocument } from '../ledger/post.js';
import { moveStock } from '../stock-movements/movements.js';
import { reverseDocumentStock } from '../stock-movements/reverse.js';
import { assertConnected } from './branch-scope.js';
import type { Applied, DocumentDefinition, HeaderRow } from './define.js';

// biome-ignore lint/suspicious/noExplicitAny: a lifecycle works on any declared document type
type AnyDef = DocumentDefinition<any, any, any>;

const table = (def: AnyDef) => sql.table(def.table);

/** Reads and locks the header; refuses a missing one. */
async function load(tx: TenantTx, def: AnyDef, id: string): Promise<HeaderRow> {
  const only = def.discriminator
    ? sql`and ${sql.ref(`d.${def.discriminator.column}`)} = ${def.discriminator.value}`
    : sql``;
  const row = (
    await sql<HeaderRow>`select d.*, ${sql.ref(`d.${def.dateColumn ?? 'date'}`)}::text as date,
        d.created_at::date = current_date as created_today
      from ${table(def)} d where d.id = ${id} ${only} for update`.execute(tx)
  ).rows[0];
  if (!row) throw notFound();
  return row;
}

async function scope(tx: TenantTx, auth: AuthContext, def: AnyDef, branch: unknown): Promise<void> {
  if (def.scope === 'connected' && branch) await assertConnected(tx, auth, String(branch));
}

/** The common refusals of edit and delete: branch, audit lock, 'only today', status. */
async function loadForChange(
  tx: TenantTx,
  auth: AuthContext,
  def: AnyDef,
  id: string,
  change: 'edit' | 'delete',
): Promise<HeaderRow> {
  const row = await load(tx, def, id);
  await scope(tx, auth, def, row[def.branchColumn]);
  await assertNotAudited(tx, def.model ?? def.type, id);
  const today = def.onlyToday ?? { edit: 'edit_only_today', delete: 'delete_only_today' };
  const restriction = today[change];
  if (!auth.isSuperuser && auth.abilities.has(restriction) && !row.created_today)
    throw conflict(change === 'edit' ? MESSAGES.updateNotAllowed : MESSAGES.deleteNotAllowed);
  if (def.status && row[def.status.column] !== def.status.pending)
    throw conflict(change === 'edit' ? MESSAGES.updateNotAllowed : MESSAGES.deleteNotAllowed);
  await def.assertChangeable?.(tx, row, change);
  return row;
}

async function writeLines(tx: TenantTx, def: AnyDef, id: string, rows: Record<string, unknown>[]) {
  if (!def.lines || rows.length === 0) return;
  await tx
    .insertInto(def.lines.table as never)
    .values(rows.map((r) => ({ ...r, tenant_id: tx.tenantId, [def.lines!.parent]: id })) as never)
    .execute();
}

/**
 * Applies a document: its stock first (custom stock work or the movements the hook lists), then its lines
 * (which may need what the stock work found, such as the lots goods were received into), then its entry.
 */
async function apply<P>(
  tx: TenantTx,
  def: AnyDef,
  doc: Applied<P>,
  lines: (() => Record<string, unknown>[]) | null,
): Promise<void> {
  if (def.applyStock) await def.applyStock(tx, doc);
  const changes = def.movements ? await def.movements(tx, doc) : [];
  const moved = await moveStock(
    tx,
    changes.map((c) => ({ ...c, documentType: def.type, documentId: doc.id, date: doc.date })),
  );
  if (lines) await writeLines(tx, def, doc.id, lines());
  const posting = def.posting ? await def.posting(tx, doc, moved) : null;
  let entry: string | null = null;
  if (posting) {
    const note = posting.description?.slice(0, 200);
    entry = await post(tx, {
      date: doc.date,
      documentType: def.type,
      documentId: doc.id,
      inventoryId: posting.inventoryId ?? null,
      description: note ? `${doc.invoiceId}${DESCRIPTION_SEPARATOR}${note}` : doc.invoiceId,
      lines: posting.lines,
    });
  }
  if (def.journalColumn)
    await sql`update ${table(def)} set ${sql.ref(def.journalColumn)} = ${entry} where id = ${doc.id}`.execute(
      tx,
    );
}

/** Writes the lines and, for types applied at save, applies the document. */
async function linesAndApply<I, P>(tx: TenantTx, def: AnyDef, row: HeaderRow, input: I, prepared: P) {
  const lines = () => (def.lineRows?.(input, prepared) ?? []) as Record<string, unknown>[];
  if (appliesAtSave(def))
    await apply(tx, def, { id: row.id, invoiceId: row.invoice_id, date: row.date, prepared }, lines);
  else await writeLines(tx, def, row.id, lines());
}

/** Takes back what apply did: the stock moves back, the entry is reversed, the lines go. */
async function undo(tx: TenantTx, def: AnyDef, row: HeaderRow): Promise<void> {
  const applied = appliesAtSave(def) || row[def.status!.column] === def.status!.approved;
  if (applied) {
    await def.undoStock?.(tx, row);
    await reverseDocumentStock(tx, def.type, row.id, row.date);
    await reverseDocument(tx, def.type, row.id);
  }
  for (const lines of [...(def.lines ? [def.lines] : []), ...(def.moreLines ?? [])])
    await sql`delete from ${sql.table(lines.table)} where ${sql.ref(lines.parent)} = ${row.id}`.execute(tx);
}

const appliesAtSave = (def: AnyDef) => (def.applyOn ?? 'save') === 'save';

function answer<P>(def: AnyDef, row: HeaderRow, prepared: P) {
  return def.result ? def.result(row, prepared) : { id: row.id, invoice_id: row.invoice_id };
}

/** Create: validate, number, header and lines, stock and posting (unless applied at approval), notify. */
export async function createDocument<I, P, R>(
  tx: TenantTx,
  auth: AuthContext,
  def: DocumentDefinition<I, P, R>,
  input: I,
): Promise<R> {
  await scope(tx, auth, def, def.branchOf(input, null));
  const prepared = await def.validate(tx, auth, input, null);
  const branch = def.branchOf(input, prepared);
  const number = await nextNumber(tx, def.sequence?.(input) ?? def.type, branch);
  const prefix = def.prefix?.(input) ?? DOCUMENT_TYPES[def.type].prefix ?? '';
  const invoice = await invoiceId(tx, prefix, number, branch);
  if (def.write) {
    const saved = await def.write(tx, { auth, input, prepared, invoiceId: invoice, number });
    await def.notify?.(tx, auth, 'create', saved);
    return answer(def, saved, prepared) as R;
  }
  const values = {
    ...def.header(input, prepared),
    ...(def.discriminator ? { [def.discriminator.column]: def.discriminator.value } : {}),
    tenant_id: tx.tenantId,
    number: String(number),
    invoice_id: invoice,
    [def.branchColumn]: branch,
    created_by: auth.userId,
  };
  // the new header comes back whole from the insert (dates are text), as load() would read it
  const inserted = (await tx
    .insertInto(def.table as never)
    .values(values as never)
    .returningAll()
    .executeTakeFirstOrThrow()) as Record<string, unknown> & { id: string; invoice_id: string };
  const row: HeaderRow = {
    ...inserted,
    date: String(inserted[def.dateColumn ?? 'date']),
    created_by: auth.userId,
    created_today: true,
  };
  await linesAndApply(tx, def, row, input, prepared);
  await def.notify?.(tx, auth, 'create', row);
  return answer(def, row, prepared) as R;
}

/** Edit = undo + apply, in one transaction; the number stays. */
export async function updateDocument<I, P, R>(
  tx: TenantTx,
  auth: AuthContext,
  def: DocumentDefinition<I, P, R>,
  id: string,
  input: I,
): Promise<R> {
  const current = await loadForChange(tx, auth, def, id, 'edit');
  const fixed = (branch: string | null) => {
    if (def.branchFixed && String(branch) !== String(current[def.branchColumn]))
      throw invalid({ [def.branchColumn]: [MESSAGES.documentInventoryLocked] });
  };
  fixed(def.branchOf(input, null));
  await scope(tx, auth, def, def.branchOf(input, null));
  await undo(tx, def, current);
  const prepared = await def.validate(tx, auth, input, current);
  const branch = def.branchOf(input, prepared);
  fixed(branch);
  if (def.write) {
    const saved = await def.write(tx, { auth, input, prepared, invoiceId: current.invoice_id, current });
    await def.notify?.(tx, auth, 'edit', saved);
    return answer(def, saved, prepared) as R;
  }
  const set = {
    ...def.header(input, prepared),
    [def.branchColumn]: branch,
    updated_at: sql`now()`,
    ...(def.tracksUpdater ? { updated_by: auth.userId } : {}),
  };
  await tx
    .updateTable(def.table as never)
    .set(set as never)
    .where('id' as never, '=', id as never)
    .execute();
  const row = await load(tx, def, id);
  await linesAndApply(tx, def, row, input, prepared);
  await def.notify?.(tx, auth, 'edit', row);
  return answer(def, row, prepared) as R;
}

/** Delete = undo, then the header goes (the activity log keeps what it was). */
export async function deleteDocument<I, P, R>(
  tx: TenantTx,
  auth: AuthContext,
  def: DocumentDefinition<I, P, R>,
  id: string,
): Promise<void> {
  const current = await loadForChange(tx, auth, def, id, 'delete');
  await undo(tx, def, current);
  await sql`delete from ${table(def)} where id = ${current.id}`.execute(tx);
  await def.notify?.(tx, auth, 'delete', current);
}

async function pendingForDecision(tx: TenantTx, auth: AuthContext, def: AnyDef, id: string) {
  if (!def.status) throw notFound();
  const row = await load(tx, def, id);
  if (row[def.status.column] !== def.status.pending)
    throw conflict(def.status.notPending ?? MESSAGES.updateNotAllowed);
  if (def.mayApprove && !(await def.mayApprove(tx, auth, row))) throw conflict(MESSAGES.cannotApprove);
  return row;
}

/** Approve a pending document: for types applied at approval, the stock moves and the entry posts now. */
export async function approveDocument<I, P, R>(
  tx: TenantTx,
  auth: AuthContext,
  def: DocumentDefinition<I, P, R>,
  id: string,
) {
  const row = await pendingForDecision(tx, auth, def, id);
  const status = def.status!;
  if (!appliesAtSave(def)) {
    const prepared = (await def.prepareStored?.(tx, row)) as P;
    await apply(tx, def, { id, invoiceId: row.invoice_id, date: row.date, prepared }, null);
  }
  await sql`update ${table(def)} set ${sql.ref(status.column)} = ${status.approved}, approved_by = ${auth.userId},
    approved_at = now(), updated_at = now() where id = ${id}`.execute(tx);
  await def.notify?.(tx, auth, 'approve', row);
  return { id, invoice_id: row.invoice_id, status: status.approved };
}

/** Cancel a pending document: nothing moved, nothing to take back. */
export async function cancelDocument<I, P, R>(
  tx: TenantTx,
  auth: AuthContext,
  def: DocumentDefinition<I, P, R>,
  id: string,
) {
  if (def.status?.cancelled === undefined) throw notFound();
  const row = await load(tx, def, id);
  if (row[def.status.column] !== def.status.pending)
    throw conflict(def.status.notPending ?? MESSAGES.updateNotAllowed);
  if (def.mayApprove && !(await def.mayApprove(tx, auth, row)) && !def.mayCancel?.(auth, row))
    throw conflict(MESSAGES.cannotApprove);
  await sql`update ${table(def)} set ${sql.ref(def.status.column)} = ${def.status.cancelled}, updated_at = now()
    where id = ${id}`.execute(tx);
  await def.notify?.(tx, auth, 'cancel', row);
  return { id, status: def.status.cancelled };
}
