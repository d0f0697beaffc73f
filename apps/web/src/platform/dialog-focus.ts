/**
 * Tab and Shift+Tab go round inside the topmost open dialog or drawer (issue 23: dialogs trap the
 * focus). antd's own lock only pulls the focus back once it has landed outside: from the last field of a
 * dialog at the end of the page, Tab leaves the page for the browser's address bar first. This wraps at
 * the ends instead, for every dialog at once. antd still gives the focus back to the opener on close.
 */
const DIALOGS = '.ant-modal-wrap, .ant-drawer-content-wrapper';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Not hidden by `display: none` on itself or above, nor by `visibility: hidden`. */
function shown(el: Element): boolean {
  if (getComputedStyle(el).visibility === 'hidden') return false;
  for (let at: Element | null = el; at; at = at.parentElement)
    if (getComputedStyle(at).display === 'none') return false;
  return true;
}

/** The open dialog on top: the last shown one in the document (antd appends each to <body>). */
function topDialog(): HTMLElement | null {
  const open = [...document.querySelectorAll<HTMLElement>(DIALOGS)].filter(shown);
  return open[open.length - 1] ?? null;
}

export function wrapDialogFocus(e: KeyboardEvent): void {
  if (e.key !== 'Tab' || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
  const dialog = topDialog();
  if (!dialog) return;
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(shown);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !active || !dialog.contains(active);
  if (e.shiftKey ? outside || active === first : outside || active === last) {
    e.preventDefault();
    (e.shiftKey ? last : first).focus();
  }
}

/** Installs the wrap once for the page; returns the uninstall (for tests and hot reload). */
export function installDialogFocusWrap(): () => void {
  document.addEventListener('keydown', wrapDialogFocus);
  return () => document.removeEventListener('keydown', wrapDialogFocus);
}
