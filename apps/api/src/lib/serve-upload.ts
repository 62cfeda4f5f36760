import type { FastifyReply } from 'fastify';

/**
 * Sends a file someone uploaded (an owner's PDF or photo) so that the browser never renders it
 * in the app's origin: a download (`attachment`) under a name the server made, the type as
 * stored and never sniffed, and a CSP sandbox, so even opened directly a PDF with scripts or
 * HTML after `%PDF-` runs nothing with the app's cookies. Private: no cache keeps it.
 */
export function sendUpload(
  reply: FastifyReply,
  file: { mime: string; content: Buffer; fileName: string },
) {
  return reply
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "sandbox; default-src 'none'")
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .type(file.mime)
    .send(file.content);
}
