import type { KeyboardEvent } from 'react';

/** Fields Enter can move between: text inputs, selects, text areas and switches that are enabled. */
const FIELD_SELECTOR = [
  'input:not([type=hidden]):not([type=file]):not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  'button[role=switch]:not([disabled])',
].join(',');

function isVisible(el: HTMLElement): boolean {
  if (el.closest('[hidden],[aria-hidden=true]')) return false;
  // browsers without checkVisibility (and jsdom, which has no layout) count every attached field
  return typeof el.checkVisibility === 'function' ? el.checkVisibility() : true;
}

/** The fields of an area in document order, without those whose id contains `skip-on-enter`. */
export function enterFields(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FIELD_SELECTOR)].filter(
    (el) =>
      !el.id.includes('skip-on-enter') && el.tabIndex !== -1 && !el.hasAttribute('readonly') && isVisible(el),
  );
}

/** The field after `current` (wrapping to the first), or undefined when there is none. */
export function nextField(container: HTMLElement, current: Element): HTMLElement | undefined {
  const fields = enterFields(container);
  if (fields.length === 0) return undefined;
  const at = fields.findIndex((f) => f === current || f.contains(current));
  return fields[(at + 1) % fields.length];
}

/**
 * The spec's tab-on-enter areas: Enter moves the focus to the next enabled field, wrapping to the first
 * after the last; fields whose id contains `skip-on-enter` are skipped; Shift+Enter in a text area is
 * left alone (a new line). Enter inside an open drop-down still picks the option, and Enter on a button
 * still presses it.
 */
export function handleTabOnEnter(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const target = event.target as HTMLElement;
  if (target instanceof HTMLTextAreaElement && event.shiftKey) return;
  if (target.tagName === 'BUTTON' && target.getAttribute('role') !== 'switch') return;
  if (target.getAttribute('aria-expanded') === 'true') return;
  const next = nextField(event.currentTarget, target);
  if (!next) return;
  event.preventDefault();
  next.focus();
  if (next instanceof HTMLInputElement && /^(text|search|tel|email|number|password|)$/.test(next.type)) {
    next.select();
  }
}
