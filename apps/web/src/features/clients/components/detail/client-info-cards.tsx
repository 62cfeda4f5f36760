import type { ReactNode } from 'react';
import { IdCard, Mail, MapPin, MessageCircle, Phone, ShieldAlert, StickyNote } from 'lucide-react';
import { CLIENT_FISCAL_KIND_LABELS, CONTACT_CHANNEL_LABELS, type Client } from '@adiestra/shared';
import { formatDate } from '@/lib/format-date';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { linkClass } from '@/components/ui/link-class';
import { HiddenContact } from '@/components/ui/hidden-contact';

/** One fact: the icon sits inside the term, so the list stays a valid <dl> (term, then value). */
function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs text-gray-600 dark:text-gray-400">
        <span className="text-gray-500 dark:text-gray-400">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 text-sm break-words text-gray-900 dark:text-gray-100">
        {children}
      </dd>
    </div>
  );
}

const icon = (Icon: typeof Mail) => <Icon aria-hidden="true" className="size-4" />;

/** The API answers null for every contact when the caller may not see them (decision 0142). */
const contactsHidden = (client: Client) => client.email === null;

export function ContactCard({ client }: { client: Client }) {
  const hidden = contactsHidden(client);
  return (
    <Card>
      <CardHeader title="Información de contacto" />
      <CardContent>
        <dl className="space-y-4">
          <Row icon={icon(Mail)} label="Email">
            {hidden ? (
              <HiddenContact />
            ) : client.email ? (
              <a href={`mailto:${client.email}`} className={linkClass}>
                {client.email}
              </a>
            ) : (
              <span className="text-gray-600 dark:text-gray-300">
                Sin email: no puede entrar en Mi área ni recibir avisos por email.
              </span>
            )}
          </Row>
          <Row icon={icon(Phone)} label="Teléfono">
            {hidden ? (
              <HiddenContact />
            ) : client.phone ? (
              <a href={`tel:${client.phone.replace(/\s/g, '')}`} className={linkClass}>
                {client.phone}
              </a>
            ) : (
              <span className="text-gray-600 dark:text-gray-300">
                Sin teléfono: no puedes escribirle por WhatsApp.
              </span>
            )}
          </Row>
          <Row icon={icon(MessageCircle)} label="Prefiere">
            {CONTACT_CHANNEL_LABELS[client.preferredChannel]}
            {client.messagesConsent && client.messagesConsentAt
              ? ` · acepta mensajes desde el ${formatDate(client.messagesConsentAt)}`
              : ' · no ha aceptado recibir mensajes'}
          </Row>
          {client.taxId ? (
            <Row icon={icon(IdCard)} label="DNI, NIE o NIF">
              {client.taxId} · {CLIENT_FISCAL_KIND_LABELS[client.fiscalKind]}
            </Row>
          ) : null}
          {hidden || client.address ? (
            <Row icon={icon(MapPin)} label="Dirección">
              {hidden ? <HiddenContact /> : client.address}
            </Row>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}

/** Shown only when the client gave an emergency contact. */
export function EmergencyCard({ client }: { client: Client }) {
  const hidden = contactsHidden(client);
  if (!hidden && !client.emergencyContact && !client.emergencyPhone) return null;
  return (
    <Card>
      <CardHeader title="Contacto de emergencia" />
      <CardContent>
        <dl className="space-y-4">
          {hidden ? (
            <Row icon={icon(ShieldAlert)} label="Nombre y teléfono">
              <HiddenContact />
            </Row>
          ) : null}
          {client.emergencyContact ? (
            <Row icon={icon(ShieldAlert)} label="Nombre">
              {client.emergencyContact}
            </Row>
          ) : null}
          {client.emergencyPhone ? (
            <Row icon={icon(Phone)} label="Teléfono">
              <a href={`tel:${client.emergencyPhone.replace(/\s/g, '')}`} className={linkClass}>
                {client.emergencyPhone}
              </a>
            </Row>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}

/** Shown only when there are notes. */
export function NotesCard({ notes }: { notes: string | null }) {
  if (!notes) return null;
  return (
    <Card>
      <CardHeader title="Notas" />
      <CardContent className="flex gap-3">
        <StickyNote
          aria-hidden="true"
          className="mt-0.5 size-4 shrink-0 text-gray-500 dark:text-gray-400"
        />
        <p className="text-sm whitespace-pre-line text-gray-800 dark:text-gray-200">{notes}</p>
      </CardContent>
    </Card>
  );
}
