import { STORAGE_KEYS } from '@adiestra/shared';

/*
 * localStorage access, every call guarded: storage can be disabled (privacy modes) or hold garbage
 * written by an older version of the app. Kept apart from storage.ts, whose stored-user check
 * needs zod, so the public booking page can remember the theme without loading zod.
 */

export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the session still works for this tab.
  }
}

export function removeItem(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Ignored for the same reason as in writeItem().
  }
}

export const themeStorage = {
  get: (): string | null => readItem(STORAGE_KEYS.theme),
  set: (theme: 'dark' | 'light') => writeItem(STORAGE_KEYS.theme, theme),
};
