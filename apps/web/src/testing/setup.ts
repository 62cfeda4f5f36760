import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy route modules are transformed on first import, which can take seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout: ScrollRestoration's scrollTo is a no-op here.
window.scrollTo = () => undefined;

// The files of a worker share one page (decision 0101): each test leaves it empty, unfocused and
// unthemed, whatever it rendered outside React Testing Library's containers.
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  (document.activeElement as HTMLElement | null)?.blur();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.className = '';
});
