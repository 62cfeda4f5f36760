import type { FastifyBaseLogger } from 'fastify';
import type { Mail, Mailer } from './mailer.ts';

/**
 * Hands e-mails to the mailer once the current request has moved on: the caller has already
 * committed its data, and neither a slow nor a failing mail server can delay or undo it.
 */
export function sendLater(
  mailer: Mailer,
  log: FastifyBaseLogger,
  build: () => Mail[] | Promise<Mail[]>,
): void {
  setImmediate(() => {
    Promise.resolve()
      .then(build)
      .then(
        (mails) => {
          for (const mail of mails) {
            Promise.resolve()
              .then(() => mailer.send(mail))
              .catch((err: unknown) => log.error({ err }, 'mail not sent'));
          }
        },
        (err: unknown) => log.error({ err }, 'mail could not be composed'),
      );
  });
}
