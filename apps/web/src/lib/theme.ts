import { useSyncExternalStore } from 'react';
import { themeStorage } from './local-storage';

export type Theme = 'dark' | 'light';

/**
 * public/theme-init.js has already set the `dark` class before paint; this store reads that
 * class as the truth, so React and the pre-paint script can never disagree.
 */
const listeners = new Set<() => void>();

function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function setTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  themeStorage.set(theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'dark' as const);
  return { theme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') };
}
