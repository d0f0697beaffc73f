import type { DocumentType } from '@bb/contracts';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import type { PostLine } from '../ledger/post.js';
import type { Moved } from '../stock-movements/movements.js';
import { rememberDocumentTable } from './registry.js';

/** One stock change a document asks for; the kernel adds the document type, id and date. */
export interface StockChange {
  productId: string;
  /** Signed: positive in, negative out. */
  quantity: string;
}

/** The journal entry a document asks for; the kernel adds the date, the document and the number. */
export interface Posting {
  lines: PostLine[];
  /** Shown after the document's number in the ledger (the reason, the note). */
  description?: string | null;
  inventoryId?: string | null;
}

/** A stored header row as the kernel reads it (dates as YYYY-MM-DD text). */
export type HeaderRow = Record<string, unknown> & {
  id: string;
  invoice_id: string;
  date: string;
  created_by: string | null;
  created_today: boolean;
};

/** What the hooks see of the document being applied: its id and number, and what validate prepared. */
export interface Applied<P> {
  id: string;
  invoiceId: string;
  date: string;
  prepared: P;
}

export interface WriteContext<I, P> {
  auth: AuthContext;
  input: I;
  prepared: P;
  invoiceId: string;
  /** create: the new number; update: the stored header. */
  number?: number;
  current?: HeaderRow;
}

export type NotifyEvent = 'create' | 'edit' | 'delete' | 'approve' | 'cancel';

/**
 * A document type, declared once (DESIGN.md section 7). The kernel (lifecycle.ts) owns numbering, the
 * transaction, writing the header and lines, stock movements through the stock module, posting through the
 * ledger's post(), idempotency, the audit lock, 'edit/delete only today', branch scope, approve and cancel,
 * edit = undo + apply and delete = undo; routes.ts registers the standard routes from the same declaration.
 * The hooks only say what is particular to the type.
 */
export interface DocumentDefinition<I, P, R = { id: string; invoice_id: string }> {
  /** The id in DOCUMENT_TYPES: what journal entries, stock movements, audits and notifications name. */
  type: DocumentType;
  /** The record type audits, attachments and comments name, when not the type (a sale's return is a 'sale'). */
  model?: string;
  /** The header table, with `id, number, invoice_id, date, created_by, created_at, updated_at`. */
  table: string;
  /** The line table and its column pointing at the header; the kernel deletes lines on undo. */
  lines?: { table: string; parent: string };
  /** Further line tables (a sale's extras) that undo deletes too. */
  moreLines?: { table: string; parent: string }[];
  /** The header column holding the branch that numbers the document and scopes who may touch it. */
  branchColumn: string;
  /** The branch; `prepared` is null when asked before validation (for the scope check). */
  branchOf(input: I, prepared: P | null): string | null;
  /** For tables holding several types: the column and value that pick this type's rows. */
  discriminator?: { column: string; value: string };
  /** 'connected': users other than the superuser work only in branches they are connected to. */
  scope: 'connected' | 'custom';
  /** The numbering sequence (per tenant and branch) and the shown prefix; default the type and its prefix. */
  sequence?(input: I): string;
  prefix?(input: I): string;
  /** Numbers run per branch: a saved document stays in the branch that numbered it. */
  branchFixed?: boolean;
  /** The header column that keeps the posted journal entry's id, when the table has one. */
  journalColumn?: string;
  /** Whether `updated_by` exists on the header table. */
  tracksUpdater?: boolean;
  /** When stock moves and the entry posts: at save (default) or at approval (transfers). */
  applyOn?: 'save' | 'approve';
  /** The abilities that limit changes to documents made today; default the generic pair. */
  onlyToday?: { edit: string; delete: string };
  /** Status column and values, for documents with an approval step. */
  status?: {
    column: string;
    pending: number;
    approved: number;
    /** Omit when the type cannot be cancelled (no cancel route). */
    cancelled?: number;
    /** The refusal when a decision meets a document that is no longer pending (default: update not allowed). */
    notPending?: string;
  };

  /** Checks the input and the caller's rights, locks what must not change, computes what the hooks need. */
  validate(tx: TenantTx, auth: AuthContext, input: I, current: HeaderRow | null): Promise<P>;
  /** The header's own columns (the kernel writes id, number, invoice_id, branch, creator and timestamps). */
  header(input: I, prepared: P): Record<string, unknown>;
  /** The line rows (without tenant_id and the parent column). */
  lineRows?(input: I, prepared: P): Record<string, unknown>[];
  /** The header's date column when it is not `date` (read back as `date`). */
  dateColumn?: string;
  /** Refusals of an edit or delete beyond the kernel's own (e.g. 'not allowed once sold'). */
  assertChangeable?(tx: TenantTx, row: HeaderRow, change: 'edit' | 'delete'): Promise<void>;
  /**
   * Stock work that is not a plain list of movements (receiving purchased goods into lots, with their
   * costs): done through the stock module, before the lines are written, so it may add to `prepared` what
   * the lines need. A type with applyStock also gives undoStock, which takes it back before the lines go.
   */
  applyStock?(tx: TenantTx, doc: Applied<P>): Promise<void>;
  undoStock?(tx: TenantTx, row: HeaderRow): Promise<void>;
  /** The stock this document moves when applied. */
  movements?(tx: TenantTx, doc: Applied<P>): Promise<StockChange[]>;
  /** The journal entry it posts when applied (null: nothing to post, e.g. a value of zero). */
  posting?(tx: TenantTx, doc: Applied<P>, moved: Moved[]): Promise<Posting | null>;
  /** For documents applied at approval: what the hooks need, read back from the stored document. */
  prepareStored?(tx: TenantTx, row: HeaderRow): Promise<P>;
  /** Who may approve or cancel beyond holding the route's ability (e.g. connected to the receiving branch). */
  mayApprove?(tx: TenantTx, auth: AuthContext, row: HeaderRow): Promise<boolean>;
  /** Who else may cancel a pending document (e.g. its creator). */
  mayCancel?(auth: AuthContext, row: HeaderRow): boolean;
  /** Notifications of a change, written in the same transaction. */
  notify?(tx: TenantTx, auth: AuthContext, event: NotifyEvent, row: HeaderRow): Promise<void>;
  /**
   * For a type whose save is tuned to as few statements as possible (the POS sale): it writes its own
   * header, lines, stock (through the stock module) and entry (through post()), and answers the saved
   * header. The kernel still owns everything around it: scope, validation order, numbering, the audit lock,
   * 'only today', the type's refusals, undo before an edit, delete, notifications and idempotency.
   */
  write?(tx: TenantTx, save: WriteContext<I, P>): Promise<HeaderRow>;
  /** The answer of create and update. */
  result?(row: HeaderRow, prepared: P): R;
}

export function defineDocument<I, P, R = { id: string; invoice_id: string }>(
  def: DocumentDefinition<I, P, R>,
): DocumentDefinition<I, P, R> {
  // every kernel type can be found by its type id (a stocktake names the documents that superseded it)
  rememberDocumentTable(def.type, { table: def.table, discriminator: def.discriminator });
  return def;
}
