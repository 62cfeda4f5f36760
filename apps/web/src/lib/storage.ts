import { STORAGE_KEYS, UserSchema, type User } from '@adiestra/shared';
import { readItem, removeItem, themeStorage, writeItem } from './local-storage';

/**
 * The only place that touches localStorage (with local-storage.ts, its zod-free half).
 */
export const storage = {
  getToken: (): string | null => readItem(STORAGE_KEYS.token),
  setToken: (token: string) => writeItem(STORAGE_KEYS.token, token),

  /** A stored user that does not parse is treated as missing. */
  getUser: (): User | null => {
    const raw = readItem(STORAGE_KEYS.user);
    if (!raw) return null;
    try {
      const parsed = UserSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
  setUser: (user: User) => writeItem(STORAGE_KEYS.user, JSON.stringify(user)),

  clearAuth: () => {
    removeItem(STORAGE_KEYS.token);
    removeItem(STORAGE_KEYS.user);
  },

  getTheme: themeStorage.get,
  setTheme: themeStorage.set,
};
