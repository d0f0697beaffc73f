import { useEffect } from 'react';

let leavingAllowed = false;

/**
 * For the app's own reloads (after a deployment, say): the page goes without the browser's question.
 * Nothing resets it, as the page is about to go anyway.
 */
export function allowLeaving(): void {
  leavingAllowed = true;
}

/** Reloads the page without the leave warning. */
export function reloadPage(): void {
  allowLeaving();
  window.location.reload();
}

/**
 * While signed in the browser asks before the page is left or refreshed (spec 2), so a stray F5 or a
 * closed tab does not drop a half-entered sale. Browsers show their own wording, and only after the user
 * has interacted with the page. Playwright journeys accept it with
 * `page.on('dialog', (d) => d.accept())` (e2e/tests/fixtures.ts does it for every page).
 */
export function useLeaveWarning(): void {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (leavingAllowed) return;
      event.preventDefault();
      // older browsers need returnValue set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}
