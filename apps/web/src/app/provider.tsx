import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
import { AuthProvider } from '@/lib/auth/auth-provider';
import type { RestoredSession } from '@/lib/auth/restore-session';
import { createQueryClient } from '@/lib/query-client';

/** Everything the screens rely on: query cache, toasts, auth state. */
export function AppProvider({
  children,
  queryClient: given,
  restoring,
}: {
  children: ReactNode;
  /** main.tsx's, which the router's prefetching pages fill too; tests get a fresh one. */
  queryClient?: QueryClient;
  /** The stored session's check, started before the first render (main.tsx). */
  restoring?: Promise<RestoredSession>;
}) {
  // One client per app instance (not a module singleton), so tests stay isolated.
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider restoring={restoring}>{children}</AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
