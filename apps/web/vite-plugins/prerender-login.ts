import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';

const TITLE = /<title>([^<]*)<\/title>/;

/**
 * Writes dist/login.html: index.html with the login screen already in #root (decision 0022).
 * The API serves it for /login, so the first paint does not wait for the app's scripts. The
 * copy is `inert` — nothing typed into it could survive the app replacing it — and the screen's
 * own <title> moves to the head.
 */
export function prerenderLogin(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'adiestra-prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // writeBundle runs in order, before precompress's closeBundle compresses the page.
    async writeBundle() {
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        resolve: { tsconfigPaths: true },
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
      });
      try {
        const { loginMarkup } = (await server.ssrLoadModule(
          '/src/app/prerender/login-markup.tsx',
        )) as {
          loginMarkup: () => string;
        };
        const markup = loginMarkup();
        const title = TITLE.exec(markup)?.[1];
        if (!title) throw new Error('The login screen rendered without its <title>');
        const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const page = index
          .replace(TITLE, `<title>${title}</title>`)
          .replace(
            '<div id="root"></div>',
            `<div id="root"><div inert>${markup.replace(TITLE, '')}</div></div>`,
          );
        if (!page.includes('<div inert>')) throw new Error('index.html has no empty #root');
        writeFileSync(path.join(outDir, 'login.html'), page);
      } finally {
        await server.close();
      }
    },
  };
}
