/* global window, document */
// Runs before first paint so the stored theme never flashes. Dark unless 'light' was saved.
(function () {
  var theme = null;
  try {
    theme = window.localStorage.getItem('theme');
  } catch {
    // Storage may be blocked (privacy mode): fall back to the default.
  }
  document.documentElement.classList.toggle('dark', theme !== 'light');
})();
