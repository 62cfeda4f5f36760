import { useState } from 'react';
import { Mail, MessageCircle, Send } from 'lucide-react';
import {
  OWNER_INVITATION_LINK_DAYS,
  OWNER_INVITATION_MESSAGES,
  type OwnerInvitationPurpose,
} from '@adiestra/shared';
import { normalizePhone } from '@adiestra/shared/whatsapp';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { openWhatsapp } from '@/lib/open-whatsapp';
import { useInviteClient } from '../api/invite-client';

export interface InvitedClient {
  id: string;
  name: string;
  /** '' when the client has none; null when the caller may not see contacts (decision 0142). */
  email: string | null;
  phone: string | null;
}

const TITLES: Record<OwnerInvitationPurpose, string> = {
  area: 'Invitar a Mi área',
  documents: 'Pedir la firma de documentos',
};

const INTROS: Record<OwnerInvitationPurpose, string> = {
  area: 'El cliente recibe un enlace para entrar en Mi área, donde ve las citas, clases, informes y documentos de su perro.',
  documents:
    'El cliente recibe un enlace que abre Mi área en sus documentos pendientes, para leerlos y aceptarlos.',
};

/**
 * Issue 45.5: invites a known client to Mi área, or to sign what is pending there, by e-mail
 * (sent through the outbox) or by a WhatsApp text the trainer sends from their phone (the link is
 * issued on the click). Mi área opens with an e-mail address: without one the dialog says so.
 */
export function InviteClientDialog({
  client,
  purpose,
  open,
  onClose,
}: {
  client: InvitedClient;
  purpose: OwnerInvitationPurpose;
  open: boolean;
  onClose: () => void;
}) {
  const invite = useInviteClient();
  const { toast } = useToast();
  const email = client.email?.trim() ?? '';
  const phone = client.phone?.trim() ? normalizePhone(client.phone) : null;

  function byEmail() {
    invite.mutate(
      { clientId: client.id, purpose, channel: 'email' },
      {
        onSuccess: ({ message }) => {
          toast({ variant: 'success', title: message ?? OWNER_INVITATION_MESSAGES.mailed });
          onClose();
        },
        onError: (failure) =>
          toast({ variant: 'error', title: getErrorMessage(failure, 'No se pudo invitar') }),
      },
    );
  }

  async function byWhatsapp(e164: string) {
    try {
      await openWhatsapp(e164, async () => {
        const { data } = await invite.mutateAsync({
          clientId: client.id,
          purpose,
          channel: 'whatsapp',
        });
        return data.text ?? '';
      });
      onClose();
    } catch (failure) {
      toast({
        variant: 'error',
        title: getErrorMessage(failure, 'No se pudo preparar el mensaje de WhatsApp'),
      });
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!invite.isPending}
      title={TITLES[purpose]}
      description={INTROS[purpose]}
      footer={
        <Button variant="secondary" onClick={onClose} disabled={invite.isPending}>
          Cancelar
        </Button>
      }
    >
      <div className="space-y-4">
        {email ? (
          <>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                onClick={byEmail}
                isLoading={invite.isPending && invite.variables.channel === 'email'}
                disabled={invite.isPending}
                icon={<Mail aria-hidden="true" className="size-4" />}
                data-autofocus
              >
                Enviar por e-mail
              </Button>
              {phone?.ok ? (
                <Button
                  variant="secondary"
                  onClick={() => void byWhatsapp(phone.e164)}
                  isLoading={invite.isPending && invite.variables.channel === 'whatsapp'}
                  disabled={invite.isPending}
                  icon={<MessageCircle aria-hidden="true" className="size-4" />}
                  aria-label={`Escribir por WhatsApp a ${client.name} (se abre en una pestaña nueva)`}
                >
                  WhatsApp
                </Button>
              ) : null}
            </div>
            <p className="text-xs text-gray-600 dark:text-gray-400">
              <Send aria-hidden="true" className="mr-1 inline size-3.5" />
              El e-mail va a {email}
              {phone?.ok
                ? '; el WhatsApp se abre con el mensaje escrito para que lo envíes tú'
                : ''}
              . El enlace sirve una vez y caduca en {OWNER_INVITATION_LINK_DAYS} días.
            </p>
            {phone && !phone.ok ? (
              <p className="text-xs text-gray-600 dark:text-gray-400">
                WhatsApp no disponible: {phone.reason.toLowerCase()} ({client.phone})
              </p>
            ) : null}
          </>
        ) : (
          <Alert variant="info">{OWNER_INVITATION_MESSAGES.needsEmail}.</Alert>
        )}
      </div>
    </Dialog>
  );
}

/** The button that opens the invitation, for the client's page to place where it fits. */
export function InviteClientButton({
  client,
  purpose,
  size = 'sm',
}: {
  client: InvitedClient;
  purpose: OwnerInvitationPurpose;
  size?: 'sm' | 'md';
}) {
  const [open, setOpen] = useState(false);
  // Without seeing the client's contacts there is nowhere to send the link from (decision 0142).
  if (client.email === null) return null;
  return (
    <>
      <Button
        size={size}
        variant={purpose === 'documents' ? 'primary' : 'secondary'}
        icon={<Send aria-hidden="true" className="size-4" />}
        onClick={() => setOpen(true)}
      >
        {purpose === 'documents' ? 'Pedir la firma' : 'Invitar a Mi área'}
      </Button>
      {open ? (
        <InviteClientDialog client={client} purpose={purpose} open onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
