import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { makeUser } from './fixtures';

export function createTestQueryClient() {
  // No retries: a failing call must show its error state at once in a test.
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** A fixed, signed-in auth state for components that only read it. */
export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const user = overrides.user ?? makeUser({ role: 'admin' });
  const noop = () => undefined;
  return {
    user,
    token: 'test-token',
    isAuthenticated: true,
    isLoading: false,
    error: null,
    isInitialized: true,
    logoutReason: null,
    logoutNotice: null,
    loginStart: noop,
    loginSuccess: noop,
    loginFailure: noop,
    logout: () => Promise.resolve(),
    setLoading: noop,
    clearError: noop,
    updateUser: noop,
    ...overrides,
  };
}

interface Options {
  /** A fake auth value; without it the real AuthProvider runs (with its start-up check). */
  auth?: AuthContextValue;
  /** Extra routes next to the one rendering `ui` (to observe navigation). */
  routes?: RouteObject[];
  path?: string;
  initialEntries?: string[];
}

export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [{ path: options.path ?? '/', element: ui }, ...(options.routes ?? [])],
    { initialEntries: options.initialEntries ?? [options.path ?? '/'] },
  );
  const authLayer = (children: ReactNode) =>
    options.auth ? (
      <AuthContext value={options.auth}>{children}</AuthContext>
    ) : (
      <AuthProvider>{children}</AuthProvider>
    );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{authLayer(<RouterProvider router={router} />)}</ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
