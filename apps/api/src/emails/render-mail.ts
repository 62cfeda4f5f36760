import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import type { Mail } from '../lib/mailer.ts';
import { oneLine, trainerName, type MailTrainer } from './sender.ts';

/**
 * One e-mail from one React element: the HTML part, and the text part made from that same HTML,
 * so both always carry the same words and links (a button becomes "label [url]").
 */
export async function renderMail(
  element: ReactElement,
  {
    sender,
    ...envelope
  }: Omit<Mail, 'html' | 'text' | 'fromName'> & {
    /** An owner's mail: sent under the trainer's (business) name. */
    sender?: MailTrainer;
  },
): Promise<Mail> {
  const html = await render(element);
  return {
    ...envelope,
    ...(sender ? { fromName: oneLine(trainerName(sender)) } : {}),
    html,
    text: toPlainText(html, {
      // Headings as written: html-to-text shouts them in capitals by default.
      selectors: [{ selector: 'h1', options: { uppercase: false } }],
    }),
  };
}
