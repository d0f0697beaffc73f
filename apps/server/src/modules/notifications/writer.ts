import { type NotificationMessage, renderNotificationEnglish } from '@bb/contracts';
import type { TenantTx } from '../../platform/db/tenant.js';
import { notificationChannel } from '../../platform/realtime.js';

export type NotificationType = 'notify.create' | 'notify.edit' | 'notify.delete';

interface NotificationBase {
  /** Recipients; the acting user is never notified of their own change. */
  userIds: readonly string[];
  type: NotificationType;
  /** What the notification is about, for the jump to its list: record type, id and date. */
  modelType?: string;
  modelId?: string;
  modelDate?: string;
  /** The comment a ticket notification is about (the jump opens the ticket at it). */
  commentId?: string;
}

/**
 * Modules pass a `message` (a key and parameters from @bb/contracts notifications.ts): it is stored with
 * the notification so each reader sees it in their language, and the English title and description are
 * rendered from it for API clients. A bare title/description (no message) is still accepted for text
 * that has no translation; readers then see it as written.
 */
export type NotificationInput = NotificationBase &
  (
    | { message: NotificationMessage; title?: never; description?: never }
    | {
        message?: undefined;
        title: string;
        /** May contain simple markup (bold, line breaks); the web sanitises it. */
        description?: string;
      }
  );

/**
 * Writes notifications in the caller's transaction (they exist only if the change commits) and pushes
 * each as a NotificationEvent on the recipient's private channel after commit. This is the one writer
 * every module uses.
 */
export async function notify(tx: TenantTx, input: NotificationInput): Promise<void> {
  const recipients = [...new Set(input.userIds)].filter((id) => id !== tx.userId);
  if (recipients.length === 0) return;
  const text = input.message
    ? renderNotificationEnglish(input.message)
    : { title: input.title, description: input.description ?? '' };
  const message = input.message ? JSON.stringify(input.message) : null;
  const rows = await tx
    .insertInto('notifications')
    .values(
      recipients.map((user_id) => ({
        tenant_id: tx.tenantId,
        user_id,
        causer_id: tx.userId ?? null,
        type: input.type,
        title: text.title,
        description: text.description,
        message,
        model_type: input.modelType ?? null,
        model_id: input.modelId ?? null,
        model_date: input.modelDate ?? null,
        comment_id: input.commentId ?? null,
      })),
    )
    .returning([
      'id',
      'user_id',
      'type',
      'title',
      'description',
      'model_type',
      'model_id',
      'model_date',
      'comment_id',
      'message',
      'is_seen',
      'created_at',
    ])
    .execute();
  const causer = tx.userId
    ? await tx.selectFrom('users').select(['id', 'name']).where('id', '=', tx.userId).executeTakeFirst()
    : undefined;
  for (const { user_id, ...row } of rows) {
    tx.publish(notificationChannel(tx.tenantId, user_id), 'NotificationEvent', {
      ...row,
      causer: causer ?? null,
    });
  }
}

/** Active users connected to a branch (recipients of branch-wide notifications). */
export async function usersOfInventory(tx: TenantTx, inventoryId: string): Promise<string[]> {
  const rows = await tx
    .selectFrom('user_inventories as ui')
    .innerJoin('users as u', (j) =>
      j.onRef('u.tenant_id', '=', 'ui.tenant_id').onRef('u.id', '=', 'ui.user_id'),
    )
    .select('u.id')
    .where('ui.inventory_id', '=', inventoryId)
    .where('u.status', '=', 1)
    .execute();
  return rows.map((r) => r.id);
}

/** Active users who hold an ability through a role, and superusers. */
export async function usersWithAbility(tx: TenantTx, ability: string): Promise<string[]> {
  const rows = await tx
    .selectFrom('users as u')
    .select('u.id')
    .where('u.status', '=', 1)
    .where((eb) => eb.or([eb('u.is_superuser', '=', true), eb('u.id', 'in', holdersOf(tx, ability))]))
    .execute();
  return rows.map((r) => r.id);
}

/** Ids of the users whose roles grant an ability (a subquery). */
export function holdersOf(tx: TenantTx, ability: string) {
  return tx
    .selectFrom('user_roles as ur')
    .innerJoin('role_abilities as ra', (j) =>
      j.onRef('ra.tenant_id', '=', 'ur.tenant_id').onRef('ra.role_id', '=', 'ur.role_id'),
    )
    .select('ur.user_id')
    .where('ra.ability', '=', ability);
}
