import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The page a client route gets: the booking page for /book-appointment/* and
 * /reservar/* (issue 27), the SPA with the login
 * screen already painted for /login (decision 0022), else the SPA.
 */
export type PageFor = (url: string) => Buffer;

/**
 * Serves the built web app: hashed assets cached for a year, pages never cached, and every
 * non-API GET that is not a file falls back to its page so client routes deep-link. The public
 * booking page is a separate, lighter entry (booking.html) with none of the back office's code.
 */
export async function registerWeb(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web app not built: only the API is served');
    return null;
  }
  const indexHtml = readFileSync(indexFile);
  const pageOr = (file: string) =>
    existsSync(path.join(webDist, file)) ? readFileSync(path.join(webDist, file)) : indexHtml;
  const bookingHtml = pageOr('booking.html');
  const loginHtml = pageOr('login.html');
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      void res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const pageFor: PageFor = (url) => {
    if (url.startsWith('/book-appointment/') || url.startsWith('/reservar/')) return bookingHtml;
    return url.split('?')[0] === '/login' ? loginHtml : indexHtml;
  };
  return pageFor;
}
