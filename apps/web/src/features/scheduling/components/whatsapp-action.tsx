import { MessageCircle } from 'lucide-react';
import type { OwnerShareLink, OwnerShareLinkInput } from '@adiestra/shared';
import { normalizePhone } from '@adiestra/shared/whatsapp';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { openWhatsapp } from '@/lib/open-whatsapp';
import { useCreateOwnerShareLink } from '../api/create-owner-share-link';

/**
 * "WhatsApp": opens wa.me with the owner's number in E.164 and a ready message that carries the
 * owner's link to this booking and the place (both from the API, asked for on the click: a link
 * is a credential, so one is issued only when a message is really written). A number that
 * cannot be read says why instead of opening a chat with a wrong one.
 */
export function WhatsappAction({
  phone,
  target,
  message,
  who,
}: {
  /** Null when the caller may not see contacts (decision 0142): no button then. */
  phone: string | null;
  /** The appointment or request the message is about. */
  target: OwnerShareLinkInput;
  message: (shared: OwnerShareLink) => string;
  /** "Marta Ruiz (Rocky)", for the screen-reader label. */
  who: string;
}) {
  const share = useCreateOwnerShareLink();
  const { toast } = useToast();
  if (phone === null) return null;
  if (!phone.trim()) {
    return (
      <span className="text-xs text-gray-600 dark:text-gray-300">
        WhatsApp necesita un teléfono: añádelo en la ficha del cliente
      </span>
    );
  }
  const number = normalizePhone(phone);
  if (!number.ok) {
    return (
      <span className="text-xs text-gray-600 dark:text-gray-300">
        WhatsApp no disponible: {number.reason.toLowerCase()} ({phone})
      </span>
    );
  }
  const e164 = number.e164;

  async function openChat() {
    try {
      await openWhatsapp(e164, async () => message(await share.mutateAsync(target)));
    } catch (caught) {
      toast({
        variant: 'error',
        title: getErrorMessage(caught, 'No se pudo preparar el mensaje de WhatsApp'),
      });
    }
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      isLoading={share.isPending}
      onClick={() => void openChat()}
      icon={<MessageCircle aria-hidden="true" className="size-4" />}
      aria-label={`Escribir por WhatsApp a ${who} (se abre en una pestaña nueva)`}
    >
      WhatsApp
    </Button>
  );
}
