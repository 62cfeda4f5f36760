import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

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

// WEB_TEST_NOW=2031-06-01 runs the component tests as if on that day (decision 0103): a fixture
// with a fixed calendar date that a component compares with today fails there, years before it
// would on the real clock. Re-applied before each test, as a file may restore the real timers.
const testNow = process.env.WEB_TEST_NOW;
function moveClock() {
  if (!testNow || vi.isFakeTimers()) return;
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(testNow));
}
moveClock();
beforeEach(moveClock);
