/** @jsxRuntime automatic */
import type { Mail } from '../lib/mailer.ts';
import { EmailLayout } from './layout.tsx';
import { ActionButton, LinkFallback, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';

interface Props {
  firstName: string;
  link: string;
}

/** To an account holder who asked to reset their password. */
export function PasswordResetEmail({ firstName, link }: Props) {
  return (
    <EmailLayout
      preview="Elige una nueva contraseña para Adiestra"
      title="Restablece tu contraseña"
    >
      <Paragraph>Hola, {firstName}:</Paragraph>
      <Paragraph>
        Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.
      </Paragraph>
      <Paragraph>
        Pulsa el botón para elegir una nueva. El enlace caduca en 1 hora y solo sirve una vez.
      </Paragraph>
      <ActionButton href={link}>Elegir una nueva contraseña</ActionButton>
      <LinkFallback href={link} />
      <Paragraph>Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.</Paragraph>
    </EmailLayout>
  );
}

export const passwordResetMail = (
  account: { email: string; firstName: string },
  link: string,
): Promise<Mail> =>
  renderMail(<PasswordResetEmail firstName={account.firstName} link={link} />, {
    to: account.email,
    subject: 'Restablece tu contraseña de Adiestra',
  });
