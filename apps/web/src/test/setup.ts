import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { tokenStore } from '../platform/auth/token-store';
import { initI18n, loadAppNamespaces, setLanguage } from '../platform/i18n/i18n';
import { maintenanceStore } from '../platform/maintenance';
import { setNotifier } from '../platform/notify';

// jsdom lacks these browser APIs, which antd uses for layout and responsive props.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
}
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}
// jsdom does not implement getComputedStyle for pseudo-elements and logs an error for each call.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// Tests render screens on their own (not through AppRoutes), so every namespace is loaded up front.
beforeAll(async () => {
  await initI18n('en');
  await loadAppNamespaces();
});

afterEach(async () => {
  cleanup();
  setNotifier(undefined);
  tokenStore.set(null);
  maintenanceStore.set(false);
  window.localStorage.clear();
  await setLanguage('en');
  window.history.replaceState({}, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
