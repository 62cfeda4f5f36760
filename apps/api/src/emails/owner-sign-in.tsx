/** @jsxRuntime automatic */
import { OWNER_SIGN_IN_LINK_MINUTES } from '@adiestra/shared';
import type { Mail } from '../lib/mailer.ts';
import { EmailLayout } from './layout.tsx';
import { ActionButton, LinkFallback, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';

/**
 * To an owner who asked to enter Mi área. Not one trainer's mail (the area shows every trainer
 * the address has booked with), so the footer is Adiestra's.
 */
export function OwnerSignInEmail({ link }: { link: string }) {
  return (
    <EmailLayout preview="Tu enlace para ver y gestionar tus citas" title="Entra en Mi área">
      <Paragraph>Hola:</Paragraph>
      <Paragraph>Para ver y gestionar tus citas, abre este enlace y pulsa «Entrar»:</Paragraph>
      <ActionButton href={link}>Entrar en Mi área</ActionButton>
      <LinkFallback href={link} />
      <Paragraph>
        Caduca en {OWNER_SIGN_IN_LINK_MINUTES} minutos y solo sirve una vez. Si no lo has pedido tú,
        ignora este mensaje.
      </Paragraph>
    </EmailLayout>
  );
}

export const ownerSignInMail = (email: string, link: string): Promise<Mail> =>
  renderMail(<OwnerSignInEmail link={link} />, {
    to: email,
    subject: 'Tu enlace para entrar en Mi área',
  });
