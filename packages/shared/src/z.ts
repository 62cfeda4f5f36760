import { z } from 'zod';

// Every message zod produces by itself (wrong type, unknown enum value…) is Spanish too. Set here,
// where every schema of this package gets its `z`, so whatever loads a schema loads the locale, and
// a page that loads none (the public booking page's first screen) loads no zod at all (issue 32).
z.config(z.locales.es());

export { z };
