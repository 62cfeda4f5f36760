import { useEffect, useRef, useState } from 'react';
import { Check, Share2 } from 'lucide-react';
import { LINK_COPIED_MS } from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast/toast-context';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { useBookingLink } from '../../api/get-booking-address';
import { copyText } from './copy-text';

/** 'Compartir Enlace': copies the trainer's public booking link; '¡Copiado!' for 2 seconds. */
export function ShareLinkButton() {
  const user = useCurrentUser();
  const { link } = useBookingLink(user.id);
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function share() {
    if (!link) return;
    if (!(await copyText(link))) {
      // Nothing was copied: show the link so it can be copied by hand.
      toast({ variant: 'error', title: 'No se pudo copiar el enlace', description: link });
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), LINK_COPIED_MS);
  }

  return (
    <>
      <Button
        variant="secondary"
        data-track="enlace-reservas-compartir"
        disabled={!link}
        onClick={() => void share()}
        icon={
          copied ? (
            <Check aria-hidden="true" className="size-4 text-green-700 dark:text-green-400" />
          ) : (
            <Share2 aria-hidden="true" className="size-4" />
          )
        }
      >
        {/* Both labels share one box so the button keeps its width when the text changes. */}
        <span className="grid">
          <span
            className={copied ? 'invisible col-start-1 row-start-1' : 'col-start-1 row-start-1'}
            aria-hidden={copied}
          >
            Compartir Enlace
          </span>
          <span
            className={copied ? 'col-start-1 row-start-1' : 'invisible col-start-1 row-start-1'}
            aria-hidden={!copied}
          >
            ¡Copiado!
          </span>
        </span>
      </Button>
      <span role="status" className="sr-only">
        {copied ? 'Enlace de reservas copiado al portapapeles' : ''}
      </span>
    </>
  );
}
