/** @jsxRuntime automatic */
import { ActionButton, Paragraph } from './parts.tsx';

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
