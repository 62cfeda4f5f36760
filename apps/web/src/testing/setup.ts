import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy route modules are transformed on first import, which can take seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout: ScrollRestoration's scrollTo is a no-op here.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.className = '';
});
