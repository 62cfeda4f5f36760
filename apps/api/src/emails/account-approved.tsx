/** @jsxRuntime automatic */
import type { Mail } from '../lib/mailer.ts';
import { EmailLayout } from './layout.tsx';
import { ActionButton, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';

/** To the trainer: an admin approved the account, so they can sign in now. */
export function AccountApprovedEmail({ firstName, appUrl }: { firstName: string; appUrl: string }) {
  return (
    <EmailLayout preview="Ya puedes iniciar sesión" title="Tu cuenta está aprobada">
      <Paragraph>Hola, {firstName}:</Paragraph>
      <Paragraph>
        Un administrador ha aprobado tu cuenta. Ya puedes iniciar sesión y empezar a trabajar.
      </Paragraph>
      <ActionButton href={`${appUrl}/login`}>Iniciar sesión</ActionButton>
    </EmailLayout>
  );
}

export const accountApprovedMail = (
  account: { email: string; firstName: string },
  appUrl: string,
): Promise<Mail> =>
  renderMail(<AccountApprovedEmail firstName={account.firstName} appUrl={appUrl} />, {
    to: account.email,
    subject: 'Tu cuenta de Adiestra está aprobada',
  });
