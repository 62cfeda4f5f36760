import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { createQueryClient } from '@/lib/query-client';
import LoginRoute from '../routes/auth/login';

/**
 * The login screen as HTML, rendered at build time (vite-plugins/prerender-login.ts): the
 * visitor sees the real screen while the app's JavaScript still loads, and the app replaces it
 * on start. Rendered signed out, with no notice: what a visitor arriving at /login sees. No
 * toast provider: its viewport is a portal into the live document.
 */
export function loginMarkup(): string {
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <StaticRouter location="/login">
          <LoginRoute />
        </StaticRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}
