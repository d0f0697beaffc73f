import { MONEY_DOCUMENT_KIND_NAMES, type MoneyDocumentKind } from './money-documents.js';

/**
 * Notification messages: a notification carries a message key and its parameters (stored with it in
 * `notifications.message`), so each reader sees it in their own language; the web translates
 * `notifications:messages.<key>.title` / `.description` (and `lines.<key>`, `documents.<kind>`).
 * The English templates below are what the server renders into the stored title and description (for API
 * clients and for rows written before messages existed). Templates hold plain text with `{{param}}`
 * placeholders and no markup: parameters are always shown as text (the server escapes them; the names in
 * NOTIFICATION_BOLD_PARAMS are set in bold).
 */
export const NOTIFICATION_MESSAGES = {
  'document.created': {
    params: ['document', 'invoice', 'amount', 'currency', 'actor'],
    title: '{{document}} {{invoice}}',
    description: '{{actor}} added {{invoice}}: {{amount}} {{currency}}',
  },
  'document.updated': {
    params: ['document', 'invoice', 'amount', 'currency', 'actor'],
    title: '{{document}} {{invoice}}',
    description: '{{actor}} updated {{invoice}}: {{amount}} {{currency}}',
  },
  'document.deleted': {
    params: ['document', 'invoice', 'amount', 'currency', 'actor'],
    title: '{{document}} {{invoice}}',
    description: '{{actor}} deleted {{invoice}}: {{amount}} {{currency}}',
  },
  'transfer.sent': {
    params: ['invoice', 'actor'],
    title: 'Item transfer {{invoice}}',
    description: '{{actor}} sent a transfer {{invoice}} to your inventory.',
  },
  'transfer.received': {
    params: ['invoice', 'actor'],
    title: 'Item transfer {{invoice}} approved',
    description: '{{actor}} received transfer {{invoice}}.',
  },
  'purchase_order.created': {
    params: ['invoice', 'actor'],
    title: 'Purchase order {{invoice}}',
    description: '{{actor}} added purchase order {{invoice}}; it waits for approval.',
  },
  'purchase_order.approved': {
    params: ['invoice', 'actor'],
    title: 'Purchase order {{invoice}}',
    description: '{{actor}} approved purchase order {{invoice}}.',
  },
  'role.updated': {
    params: ['role'],
    title: 'Your roles were changed',
    description: 'The role {{role}} was updated.',
  },
  'role.given': {
    params: ['role'],
    title: 'Your roles were changed',
    description: 'You were given the role {{role}}.',
  },
  'user.roles_changed': {
    params: [],
    title: 'Your roles were changed',
    description: 'Your abilities have been updated by an administrator.',
  },
  'stock.low_quantity': {
    params: ['count'],
    title: 'Low quantity: {{count}} item(s) under their minimum',
    description: '',
  },
  'residence.instalments_due': {
    params: ['due', 'overdue', 'days'],
    title: 'Residence instalments: {{due}} due within {{days}} days, {{overdue}} overdue',
    description: '',
  },
  'subscription.charged': {
    params: ['count', 'date'],
    title: 'Subscriptions: {{count}} customer debt(s) charged on {{date}}',
    description: '',
  },
  'stock.expiry': {
    params: ['expiring', 'expired', 'days'],
    title: 'Expiry: {{expiring}} lot(s) expire within {{days}} days, {{expired}} expired',
    description: '',
  },
  // tickets (issue 20): the assignee and the participants; `ticket` is the ticket's number (#12)
  'ticket.assigned': {
    params: ['ticket', 'subject', 'actor'],
    title: 'Ticket {{ticket}}: {{subject}}',
    description: '{{actor}} gave you ticket {{ticket}}.',
  },
  'ticket.commented': {
    params: ['ticket', 'subject', 'actor'],
    title: 'Ticket {{ticket}}: {{subject}}',
    description: '{{actor}} commented on ticket {{ticket}}.',
  },
  'ticket.started': {
    params: ['ticket', 'subject', 'actor'],
    title: 'Ticket {{ticket}}: {{subject}}',
    description: '{{actor}} started work on ticket {{ticket}}.',
  },
  'ticket.resolved': {
    params: ['ticket', 'subject', 'actor'],
    title: 'Ticket {{ticket}}: {{subject}}',
    description: '{{actor}} resolved ticket {{ticket}}.',
  },
  'ticket.closed': {
    params: ['ticket', 'subject', 'actor'],
    title: 'Ticket {{ticket}}: {{subject}}',
    description: '{{actor}} closed ticket {{ticket}}.',
  },
  'ticket.reopened': {
    params: ['ticket', 'subject', 'actor'],
    title: 'Ticket {{ticket}}: {{subject}}',
    description: '{{actor}} reopened ticket {{ticket}}.',
  },
  // issue 16: payroll runs and letters (the jump rule opens their lists)
  'payroll.created': {
    params: ['invoice', 'month', 'branch', 'actor'],
    title: 'Payroll {{invoice}} for {{month}}',
    description: '{{actor}} prepared the payroll of {{branch}} for {{month}}; it waits for approval.',
  },
  'payroll.approved': {
    params: ['invoice', 'month', 'branch', 'actor'],
    title: 'Payroll {{invoice}} approved',
    description: '{{actor}} approved and paid the payroll of {{branch}} for {{month}}.',
  },
  'hr_letter.created': {
    params: ['subject', 'employee', 'actor'],
    title: 'Letter: {{subject}}',
    description: '{{actor}} wrote a letter to {{employee}}.',
  },
} as const satisfies Record<string, { params: readonly string[]; title: string; description: string }>;

/** Lines a message may list under its description (one per branch...), each its own key. */
export const NOTIFICATION_LINES = {
  'stock.low_quantity_branch': { params: ['branch', 'count'], text: '{{branch}}: {{count}} item(s)' },
  'residence.instalment_line': {
    params: ['invoice', 'customer', 'date', 'amount'],
    text: '{{invoice}} · {{customer}}: {{amount}} due {{date}}',
  },
  'stock.expiry_branch': {
    params: ['branch', 'expiring', 'expired', 'days'],
    text: '{{branch}}: {{expiring}} lot(s) expiring within {{days}} days, {{expired}} expired',
  },
} as const satisfies Record<string, { params: readonly string[]; text: string }>;

export type NotificationMessageKey = keyof typeof NOTIFICATION_MESSAGES;
export type NotificationLineKey = keyof typeof NOTIFICATION_LINES;

type ParamsOf<P extends readonly string[]> = { [K in P[number]]: string };

export type NotificationLine = {
  [K in NotificationLineKey]: { key: K; params: ParamsOf<(typeof NOTIFICATION_LINES)[K]['params']> };
}[NotificationLineKey];

/** What a notification says, as a key and its parameters (every parameter a string, shown as text). */
export type NotificationMessage = {
  [K in NotificationMessageKey]: {
    key: K;
    params: ParamsOf<(typeof NOTIFICATION_MESSAGES)[K]['params']>;
    /** Shown one per line under the description. */
    lines?: NotificationLine[];
  };
}[NotificationMessageKey];

/** The `document.*` message of a created, updated or deleted document. */
export const DOCUMENT_MESSAGE_KEYS = {
  'notify.create': 'document.created',
  'notify.edit': 'document.updated',
  'notify.delete': 'document.deleted',
} as const satisfies Record<string, NotificationMessageKey>;

/** Parameters shown in bold (who did it, which role or branch). */
export const NOTIFICATION_BOLD_PARAMS: readonly string[] = ['actor', 'role', 'branch'];

/** The records `document.*` messages name in their `document` parameter (translated as `documents.<kind>`). */
export const NOTIFICATION_DOCUMENTS = [
  ...MONEY_DOCUMENT_KIND_NAMES,
  'sale',
  'purchase',
  'hr_advance_payment',
  'hr_advance_payment_return',
] as const;
export type NotificationDocument =
  | MoneyDocumentKind
  | 'sale'
  | 'purchase'
  | 'hr_advance_payment'
  | 'hr_advance_payment_return';

/** English names of the documents, as the stored English text shows them. */
export const notificationDocumentName = (kind: string): string => kind.replaceAll('_', ' ');

const isStringRecord = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.values(v as Record<string, unknown>).every((x) => typeof x === 'string');

const hasParams = (params: unknown, names: readonly string[]): params is Record<string, string> =>
  isStringRecord(params) && names.every((n) => n in params);

/**
 * A stored or received message, or undefined when it is not one this code knows (an unknown key, a
 * missing parameter): the reader then shows the stored text.
 */
export function parseNotificationMessage(value: unknown): NotificationMessage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as { key?: unknown; params?: unknown; lines?: unknown };
  if (typeof v.key !== 'string' || !Object.hasOwn(NOTIFICATION_MESSAGES, v.key)) return undefined;
  const def = NOTIFICATION_MESSAGES[v.key as NotificationMessageKey];
  if (!hasParams(v.params, def.params)) return undefined;
  let lines: NotificationLine[] | undefined;
  if (v.lines !== undefined) {
    if (!Array.isArray(v.lines)) return undefined;
    lines = [];
    for (const line of v.lines as { key?: unknown; params?: unknown }[]) {
      if (typeof line?.key !== 'string' || !Object.hasOwn(NOTIFICATION_LINES, line.key)) return undefined;
      if (!hasParams(line.params, NOTIFICATION_LINES[line.key as NotificationLineKey].params))
        return undefined;
      lines.push({ key: line.key, params: line.params } as NotificationLine);
    }
  }
  return { key: v.key, params: v.params, ...(lines ? { lines } : {}) } as NotificationMessage;
}

/** Splits a template into text and `{{param}}` parts (for renderers that keep parameters as text). */
export function templateParts(template: string): ({ text: string } | { param: string })[] {
  const parts: ({ text: string } | { param: string })[] = [];
  let last = 0;
  for (const m of template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
    if (m.index > last) parts.push({ text: template.slice(last, m.index) });
    parts.push({ param: m[1]! });
    last = m.index + m[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return parts;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A template as the stored description's simple markup: parameters escaped, the bold ones in <b>. */
function renderHtml(template: string, params: Record<string, string>, document = false): string {
  return templateParts(template)
    .map((p) => {
      if ('text' in p) return escapeHtml(p.text);
      const raw = params[p.param] ?? '';
      const value = escapeHtml(document && p.param === 'document' ? notificationDocumentName(raw) : raw);
      return NOTIFICATION_BOLD_PARAMS.includes(p.param) ? `<b>${value}</b>` : value;
    })
    .join('');
}

/** A template as plain text (the title): parameters as they are. */
function renderText(template: string, params: Record<string, string>): string {
  return templateParts(template)
    .map((p) => {
      if ('text' in p) return p.text;
      const raw = params[p.param] ?? '';
      return p.param === 'document' ? notificationDocumentName(raw) : raw;
    })
    .join('');
}

/** The English title and description (markup) of a message, as stored with the notification. */
export function renderNotificationEnglish(message: NotificationMessage): {
  title: string;
  description: string;
} {
  const def = NOTIFICATION_MESSAGES[message.key];
  const params = message.params as Record<string, string>;
  const parts = def.description ? [renderHtml(def.description, params, true)] : [];
  for (const line of message.lines ?? []) {
    parts.push(renderHtml(NOTIFICATION_LINES[line.key].text, line.params as Record<string, string>));
  }
  return { title: renderText(def.title, params), description: parts.join('<br>') };
}
