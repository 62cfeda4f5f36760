import { useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SignedInUser, User } from '@adiestra/shared';
import { onAuthFailure } from '../api-client';
import { storage } from '../storage';
import { AuthContext, type AuthContextValue, type LogoutReason } from './auth-context';
import { authReducer, initialAuthState } from './auth-reducer';
import { endSession } from './end-session';
import { restoreSession, type RestoredSession } from './restore-session';

/**
 * `restoring`: the stored session's check when the app started it before rendering (main.tsx,
 * so it does not wait for the first paint: issue 45's first loads); otherwise it starts here.
 */
export function AuthProvider({
  children,
  restoring,
}: {
  children: ReactNode;
  restoring?: Promise<RestoredSession> | undefined;
}) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const [logoutReason, setLogoutReason] = useState<LogoutReason>(null);
  const [logoutNotice, setLogoutNotice] = useState<string | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    // StrictMode runs this twice in development; only the latest run may update state.
    let ignore = false;
    void (restoring ?? restoreSession()).then((session) => {
      if (ignore) return;
      if (session && 'notice' in session) setLogoutNotice(session.notice);
      else if (session) dispatch({ type: 'loginSuccess', ...session });
      dispatch({ type: 'initialized' });
    });
    return () => {
      ignore = true;
    };
  }, [restoring]);

  // A 401/403 anywhere (SPEC §8): the api client already cleared storage; drop the state so the
  // protected shell sends the browser to /login, and forget cached data of that session.
  useEffect(
    () =>
      onAuthFailure((notice) => {
        dispatch({ type: 'logout' });
        setLogoutReason('expired');
        setLogoutNotice(notice);
        queryClient.clear();
      }),
    [queryClient],
  );

  // Storage follows the state, so an updated profile survives a reload.
  useEffect(() => {
    if (state.isAuthenticated && state.user) storage.setUser(state.user);
  }, [state.isAuthenticated, state.user]);

  const actions = useMemo(
    () => ({
      loginStart: () => dispatch({ type: 'loginStart' }),
      loginSuccess: (user: SignedInUser, token: string) => {
        storage.setToken(token);
        storage.setUser(user);
        setLogoutReason(null);
        setLogoutNotice(null);
        dispatch({ type: 'loginSuccess', user, token });
      },
      loginFailure: (error: string) => dispatch({ type: 'loginFailure', error }),
      logout: async () => {
        try {
          await endSession();
        } catch (error) {
          console.error('Logout request failed; clearing the local session anyway', error);
        }
        storage.clearAuth();
        setLogoutReason('user');
        dispatch({ type: 'logout' });
        queryClient.clear();
      },
      setLoading: (isLoading: boolean) => dispatch({ type: 'setLoading', isLoading }),
      clearError: () => dispatch({ type: 'clearError' }),
      updateUser: (changes: Partial<User>) => dispatch({ type: 'updateUser', changes }),
    }),
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, logoutReason, logoutNotice, ...actions }),
    [state, logoutReason, logoutNotice, actions],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
