import { createPersistedStore } from '../store';

export type ThemeMode = 'light' | 'dark';

/** localStorage key of the chosen theme. */
export const THEME_KEY = 'bb.theme';

export const themeStore = createPersistedStore<ThemeMode>(
  THEME_KEY,
  (raw) => (raw === 'dark' ? 'dark' : 'light'),
  (value) => value,
);

export function toggleTheme(): void {
  themeStore.set(themeStore.get() === 'dark' ? 'light' : 'dark');
}
