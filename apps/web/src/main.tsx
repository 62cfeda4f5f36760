import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppProvider } from './app/provider';
import { router } from './app/router';
import { initAnalytics } from './lib/analytics';
import './index.css';

// First, so app_start goes out and errors thrown while starting are reported.
initAnalytics();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <App router={router} />
    </AppProvider>
  </StrictMode>,
);
