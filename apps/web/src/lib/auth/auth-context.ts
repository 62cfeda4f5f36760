import { createContext, useContext } from 'react';
import type { SignedInUser, User } from '@adiestra/shared';
import type { AuthState } from './auth-reducer';

/** Why the last session ended: a deliberate logout does not remember the page for later. */
export type LogoutReason = 'user' | 'expired' | null;

export interface AuthContextValue extends AuthState {
  logoutReason: LogoutReason;
  /** Why the server ended the session (account deactivated or unapproved), for the login page. */
  logoutNotice: string | null;
  loginStart: () => void;
  /** Stores token and user, then marks the session authenticated. */
  loginSuccess: (user: SignedInUser, token: string) => void;
  loginFailure: (error: string) => void;
  /** Tells the server (a failure is only logged), then clears everything locally. */
  logout: () => Promise<void>;
  setLoading: (isLoading: boolean) => void;
  clearError: () => void;
  /** Merges fields into the user, in state and in storage. */
  updateUser: (changes: Partial<User>) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The trainer's profile time zone: the clock sessions are shown and typed on (DESIGN §5). */
export function useTrainerTimeZone(): string {
  return useCurrentUser().timeZone;
}

/** For screens inside the protected shell, where a user always exists. */
export function useCurrentUser(): SignedInUser {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser needs an authenticated session');
  return user;
}
