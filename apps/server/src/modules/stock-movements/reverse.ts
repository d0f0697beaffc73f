import { dec, toText } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { type Moved, moveStock } from './movements.js';

/**
 * Takes back what a document moved: for every lot, the net of the document's movements so far is moved
 * the other way (dated `date`), so after an edit's undo the document's movements sum to zero and a new
 * apply starts clean. Used by the document kernel for edit (undo + apply) and delete.
 */
export async function reverseDocumentStock(
  tx: TenantTx,
  documentType: string,
  documentId: string,
  date: string,
): Promise<Moved[]> {
  const net = await sql<{ product_id: string; quantity: string }>`
    select product_id::text, sum(quantity)::text as quantity from stock_movements
    where document_type = ${documentType} and document_id = ${documentId}
    group by product_id having sum(quantity) <> 0`.execute(tx);
  return moveStock(
    tx,
    net.rows.map((r) => ({
      productId: r.product_id,
      quantity: toText(dec(r.quantity).neg()),
      documentType,
      documentId,
      date,
    })),
  );
}
