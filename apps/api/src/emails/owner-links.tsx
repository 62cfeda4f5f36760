/** @jsxRuntime automatic */
import { ActionButton, Paragraph } from './parts.tsx';
import type { MailTrainer } from './sender.ts';

/** Where an owner goes from a booking mail (issue 15): this booking's page and all of theirs. */
export interface OwnerLinks {
  /** The page of this one booking, opened without signing in; null when none was issued. */
  link: string | null;
  appUrl: string;
}

export function OwnerLinksBlock({ link, appUrl }: OwnerLinks) {
  return (
    <>
      {link ? <ActionButton href={link}>Consultar, cancelar o cambiar tu cita</ActionButton> : null}
      <Paragraph>
        Todas tus citas: <a href={`${appUrl}/mi-area`}>{`${appUrl}/mi-area`}</a>
      </Paragraph>
    </>
  );
}

/** Issue 27: after a cancellation, the way back to the trainer's booking page. */
export function BookAgainButton({ trainer }: { trainer: MailTrainer }) {
  return trainer.bookingUrl ? (
    <ActionButton href={trainer.bookingUrl}>Pedir otra cita</ActionButton>
  ) : null;
}
