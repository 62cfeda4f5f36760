import type { SignedInUser, User } from '@adiestra/shared';

/** Client-side auth state (SPEC §3), plus whether the start-up check has finished. */
export interface AuthState {
  /** The account with its role in the business and its toggles (issue 39). */
  user: SignedInUser | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  /** False until the stored session has been checked; the app shows a loading screen until then. */
  isInitialized: boolean;
}

export type AuthAction =
  | { type: 'loginStart' }
  | { type: 'loginSuccess'; user: SignedInUser; token: string }
  | { type: 'loginFailure'; error: string }
  | { type: 'logout' }
  | { type: 'setLoading'; isLoading: boolean }
  | { type: 'clearError' }
  | { type: 'updateUser'; changes: Partial<User> }
  | { type: 'initialized' };

export const initialAuthState: AuthState = {
  user: null,
  token: null,
  isAuthenticated: false,
  isLoading: true,
  error: null,
  isInitialized: false,
};

/** Transitions of SPEC §4 "Auth state"; pure so it can be tested without React. */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'loginStart':
      return { ...state, isLoading: true, error: null };
    case 'loginSuccess':
      return {
        ...state,
        user: action.user,
        token: action.token,
        isAuthenticated: true,
        isLoading: false,
        error: null,
      };
    case 'loginFailure':
      return {
        ...state,
        user: null,
        token: null,
        isAuthenticated: false,
        isLoading: false,
        error: action.error,
      };
    case 'logout':
      // Everything is cleared, but a finished start-up stays finished.
      return { ...initialAuthState, isLoading: false, isInitialized: state.isInitialized };
    case 'setLoading':
      return { ...state, isLoading: action.isLoading };
    case 'clearError':
      return { ...state, error: null };
    case 'updateUser':
      return state.user ? { ...state, user: { ...state.user, ...action.changes } } : state;
    case 'initialized':
      return { ...state, isLoading: false, isInitialized: true };
  }
}
