import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { initAnalytics } from './lib/analytics';
import { restoreSession } from './lib/auth/restore-session';
import { createQueryClient } from './lib/query-client';
import './index.css';

// First, so app_start goes out and errors thrown while starting are reported.
initAnalytics();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// Before the first render, side by side: the stored session's check and the first page's own
// requests (app/page-prefetch.ts), which used to wait for the first paint and then for each other.
const restoring = restoreSession();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={queryClient} restoring={restoring}>
      <App router={router} />
    </AppProvider>
  </StrictMode>,
);
