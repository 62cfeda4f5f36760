import { MessageCircle } from 'lucide-react';
import { normalizePhone, whatsappUrl } from '@adiestra/shared/whatsapp';
import { buttonClass } from '@/components/ui/button';

/**
 * "WhatsApp": opens wa.me with the owner's number in E.164 and a ready message. A number that
 * cannot be read says why instead of opening a chat with a wrong one.
 */
export function WhatsappAction({
  phone,
  message,
  who,
}: {
  phone: string;
  message: string;
  /** "Marta Ruiz (Rocky)", for the screen-reader label. */
  who: string;
}) {
  const number = normalizePhone(phone);
  if (!number.ok) {
    return (
      <span className="text-xs text-gray-600 dark:text-gray-300">
        WhatsApp no disponible: {number.reason.toLowerCase()} ({phone})
      </span>
    );
  }
  return (
    <a
      href={whatsappUrl(number.e164, message)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass('secondary', 'sm', 'gap-1.5')}
      aria-label={`Escribir por WhatsApp a ${who} (se abre en una pestaña nueva)`}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      WhatsApp
    </a>
  );
}
