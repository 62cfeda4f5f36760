import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { createQueryClient } from '@/lib/query-client';

/** Everything the screens rely on: query cache, toasts, auth state. */
export function AppProvider({ children }: { children: ReactNode }) {
  // One client per app instance (not a module singleton), so tests stay isolated.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider>{children}</AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
