/* global window, document */
// Runs before the first paint (a blocking script in <head>; the CSP allows no inline one): the
// page starts in the colour scheme the user chose in the user menu, or the system's. Mantine's
// provider takes over from the same attribute (see src/app/color-scheme.ts for the key).
(function () {
  var scheme = 'auto';
  try {
    var stored = window.localStorage.getItem('hangar:color-scheme');
    if (stored === 'light' || stored === 'dark' || stored === 'auto') scheme = stored;
  } catch {
    // Storage disabled: follow the system.
  }
  if (scheme === 'auto') {
    var dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
    scheme = dark ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
