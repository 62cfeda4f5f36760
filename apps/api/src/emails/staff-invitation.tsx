/** @jsxRuntime automatic */
import type { Mail } from '../lib/mailer.ts';
import { EmailLayout } from './layout.tsx';
import { ActionButton, LinkFallback, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';

interface Props {
  businessName: string;
  inviterName: string;
  roleLabel: string;
  link: string;
  days: number;
}

/**
 * To someone a titular invites to their business's team (issue 39). The link opens a page whose
 * form creates the account; opening it changes nothing.
 */
export function StaffInvitationEmail({ businessName, inviterName, roleLabel, link, days }: Props) {
  return (
    <EmailLayout
      preview={`${inviterName} te invita al equipo de ${businessName}`}
      title={`Únete al equipo de ${businessName}`}
    >
      <Paragraph>Hola:</Paragraph>
      <Paragraph>
        {inviterName} te invita a formar parte del equipo de {businessName} en Adiestra como{' '}
        {roleLabel}.
      </Paragraph>
      <Paragraph>
        Pulsa el botón para elegir tu nombre y tu contraseña. El enlace caduca en {days} días y solo
        sirve una vez.
      </Paragraph>
      <ActionButton href={link}>Aceptar la invitación</ActionButton>
      <LinkFallback href={link} />
      <Paragraph>Si no esperabas esta invitación, ignora este mensaje.</Paragraph>
    </EmailLayout>
  );
}

export const staffInvitationMail = (
  to: string,
  props: Props & { subject: string },
): Promise<Mail> => {
  const { subject, ...content } = props;
  return renderMail(<StaffInvitationEmail {...content} />, { to, subject });
};
