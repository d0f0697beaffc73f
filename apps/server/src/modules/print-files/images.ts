import { createHash } from 'node:crypto';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { forbidden } from '../../platform/errors.js';
import { sniff } from '../../platform/files/sniff.js';
import { isConnected } from '../documents/branch-scope.js';

/**
 * Print images (spec: GET file-storage/{branchId}/print/{fileName}, any signed-in user): the header,
 * background and footer images of a branch's print setups. A setup keeps each image in its own column as
 * base64 data (or a data: URL); the file name names the setup and the part: `<type_name>-<part>` with an
 * optional .jpg/.jpeg/.png, e.g. `cashier-header.jpg`, `a4-footer.jpg`. Data of 30 characters or less is
 * no image (section 9); data without a recognisable type is served as JPEG, as the spec stores them.
 */
export const PRINT_PARTS = ['header', 'background', 'footer'] as const;
export type PrintPart = (typeof PRINT_PARTS)[number];

const FILE_NAME = /^([a-z0-9_]{1,40})-(header|background|footer)(?:\.(?:jpe?g|png))?$/;

export function parsePrintFileName(fileName: string): { typeName: string; part: PrintPart } | null {
  const m = FILE_NAME.exec(fileName);
  return m ? { typeName: m[1]!, part: m[2] as PrintPart } : null;
}

export interface PrintImage {
  body: Buffer;
  mime: string;
  etag: string;
}

/** The stored data as bytes and a content type, or null when it is no image. */
export function decodePrintImage(data: string | null | undefined): PrintImage | null {
  if (!data || data.length <= 30) return null;
  const uri = /^data:([\w/+.-]+)?(;base64)?,(.*)$/s.exec(data);
  const base64 = (uri ? uri[3]! : data).replace(/\s+/g, '');
  if (uri && !uri[2]) return null;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  const body = Buffer.from(base64, 'base64');
  if (body.length === 0) return null;
  const kind = sniff(body.subarray(0, 16));
  if (kind && kind.kind !== 'image') return null;
  return {
    body,
    mime: kind?.mime ?? 'image/jpeg',
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

/**
 * The image of a branch's print setup, or null (unknown branch, setup, part or no image). Branches of
 * other tenants are out of sight (row-level security); a user sees the setups of their connected
 * branches only, as base-data answers them.
 */
export async function loadPrintImage(
  tx: TenantTx,
  auth: AuthContext,
  branchId: string,
  fileName: string,
): Promise<PrintImage | null> {
  const name = parsePrintFileName(fileName);
  if (!name || !/^\d{1,18}$/.test(branchId)) return null;
  const branch = await tx
    .selectFrom('inventories')
    .select('id')
    .where('id', '=', branchId)
    .executeTakeFirst();
  if (!branch) return null;
  if (!(await isConnected(tx, auth, branchId))) throw forbidden();
  const row = await tx
    .selectFrom('print_settings')
    .select(name.part)
    .where('inventory_id', '=', branchId)
    .where('type_name', '=', name.typeName)
    .executeTakeFirst();
  return decodePrintImage((row as Record<PrintPart, string | null> | undefined)?.[name.part]);
}
