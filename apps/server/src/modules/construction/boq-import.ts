import { BOQ_IMPORT_COLUMNS, constructionBoqLine } from '@bb/contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { invalid } from '../../platform/errors.js';
import { readForm } from '../../platform/files/multipart.js';
import { readSheetRows, type SheetRow } from '../../platform/files/xlsx-sheet.js';
import { projectFor } from './projects.js';

type Row = SheetRow<(typeof BOQ_IMPORT_COLUMNS)[number]>;

/** The upload: the workbook and the project its lines belong to. */
export async function readBoqForm(req: FastifyRequest) {
  if (!req.isMultipart()) throw invalid({ file: ['Please upload a file'] });
  let buffer: Buffer | undefined;
  const form = await readForm(req, 'file', async (part) => {
    if (part.fieldname === 'file' && !buffer) buffer = await part.toBuffer();
    else part.file.resume();
  });
  const projectId = form.project_id?.at(-1) ?? '';
  if (!/^\d{1,18}$/.test(projectId)) throw invalid({ project_id: ['The project field is required.'] });
  if (!buffer) throw invalid({ file: ['Please upload a file'] });
  return { buffer, projectId };
}

/**
 * Imports a bill of quantities: every row is checked (the line's schema, the item by barcode, the building
 * by name) and every bad row is reported at once, naming its row number; only a sheet with no error is
 * saved, in one statement.
 */
export async function importBoq(tx: TenantTx, auth: AuthContext, buffer: Buffer, projectId: string) {
  await projectFor(tx, auth, projectId);
  const rows = await readSheetRows(buffer, BOQ_IMPORT_COLUMNS, {
    required: ['name', 'barcode', 'planned_quantity'],
    maxRows: 5000,
  });
  const barcodes = [...new Set(rows.map((r) => r.barcode).filter(Boolean))];
  const items = new Map(
    barcodes.length
      ? (
          await sql<{ id: string; barcode: string }>`select id, barcode from items
            where barcode in (${sql.join(barcodes)})`.execute(tx)
        ).rows.map((r) => [r.barcode, r.id])
      : [],
  );
  const buildings = new Map(
    (await sql<{ id: string; name: string }>`select id, name from buildings`.execute(tx)).rows.map((b) => [
      b.name.trim().toLowerCase(),
      b.id,
    ]),
  );
  const errors: string[] = [];
  const values: Record<string, unknown>[] = [];
  for (const r of rows) errors.push(...checkRow(r, projectId, items, buildings, values));
  if (errors.length) throw invalid({ file: errors }, 'The import has errors; nothing was saved.');
  await tx
    .insertInto('construction_boq_lines')
    .values(values.map((v) => ({ ...v, tenant_id: tx.tenantId })) as never)
    .execute();
  return { imported: values.length };
}

function checkRow(
  r: Row,
  projectId: string,
  items: Map<string, string>,
  buildings: Map<string, string>,
  out: Record<string, unknown>[],
): string[] {
  const errors: string[] = [];
  const itemId = items.get(r.barcode);
  if (!r.barcode) errors.push(`Row ${r.row}: the barcode is required.`);
  else if (!itemId) errors.push(`Row ${r.row}: no item has the barcode ${r.barcode}.`);
  const buildingId = r.building ? buildings.get(r.building.trim().toLowerCase()) : null;
  if (r.building && !buildingId) errors.push(`Row ${r.row}: no building is named ${r.building}.`);
  const parsed = constructionBoqLine.schema.safeParse({
    project_id: projectId,
    code: r.code,
    name: r.name,
    item_id: itemId ?? '1',
    building_id: buildingId ?? null,
    planned_quantity: r.planned_quantity,
    planned_cost: r.planned_cost || '0',
    note: r.note,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors.push(`Row ${r.row}: ${issue.path.join('.')}: ${issue.message}`);
  if (errors.length === 0 && parsed.success) out.push(parsed.data);
  return errors;
}
