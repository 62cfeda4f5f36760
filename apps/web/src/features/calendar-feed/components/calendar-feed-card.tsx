import { useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import type { CalendarFeedLink, CalendarFeedScope } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { linkClass } from '@/components/ui/link-class';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';

const since = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short' });

/** Each card's own words: on the titular's Ajustes both cards show, so no button is named twice. */
const TEXTS: Record<
  CalendarFeedScope,
  { title: string; description: string; create: string; renew: string }
> = {
  trainer: {
    title: 'Calendario',
    create: 'Crear enlace del calendario',
    renew: 'Generar un enlace nuevo',
    description:
      'Suscríbete desde Google Calendar, Apple Calendar u Outlook para ver tus citas y las solicitudes pendientes (como provisionales).',
  },
  business: {
    title: 'Calendario de todo el negocio',
    create: 'Crear enlace del calendario del negocio',
    renew: 'Generar un enlace nuevo del negocio',
    description:
      'El de todo el equipo: las citas, clases y solicitudes de cada adiestrador, con su nombre en cada una.',
  },
};

/**
 * Ajustes › Calendario: a private address of the member's own appointments and pending requests
 * for Google, Apple or Outlook — or, for the titular, of the whole business's (decision 0140).
 * Only its hash is kept, so the address is shown once, when made; making a new one stops the
 * old one at once.
 */
export function CalendarFeedCard({ scope = 'trainer' }: { scope?: CalendarFeedScope }) {
  const feed = useCalendarFeed(scope);
  const create = useCreateCalendarFeed(scope);
  const { toast } = useToast();
  const [link, setLink] = useState<CalendarFeedLink | null>(null);
  const [confirming, setConfirming] = useState(false);

  function generate() {
    create.mutate(undefined, {
      onSuccess: (created) => {
        setLink(created);
        setConfirming(false);
      },
      onError: (error) => {
        setConfirming(false);
        toast({ variant: 'error', title: getErrorMessage(error, 'No se pudo crear el enlace') });
      },
    });
  }

  const exists = Boolean(feed.data?.createdAt);
  return (
    <Card>
      <CardHeader title={TEXTS[scope].title} description={TEXTS[scope].description} />
      <CardContent className="space-y-4">
        {feed.isPending ? <Skeleton className="h-10 w-full" /> : null}
        {feed.isError ? (
          <Alert variant="error">
            {getErrorMessage(feed.error, 'Error al cargar el calendario')}
          </Alert>
        ) : null}
        {link ? (
          <div className="space-y-3">
            <Alert variant="success" title="Enlace privado creado">
              Cópialo ahora: por seguridad no volveremos a mostrarlo. Quien lo tenga verá tu agenda.
            </Alert>
            <Input
              label="Enlace (https)"
              value={link.httpsUrl}
              readOnly
              onFocus={(e) => e.target.select()}
            />
            <a href={link.webcalUrl} className={linkClass}>
              Abrir en la app de calendario (webcal)
            </a>
          </div>
        ) : null}
        {feed.isSuccess && !link && exists ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            Tienes un enlace activo desde el {since.format(new Date(feed.data.createdAt!))}. Si lo
            has perdido o alguien más lo tiene, genera uno nuevo: el anterior dejará de funcionar.
          </p>
        ) : null}
        {feed.isSuccess ? (
          <Button
            variant={exists ? 'secondary' : 'primary'}
            icon={<CalendarPlus aria-hidden="true" className="size-4" />}
            isLoading={create.isPending && !confirming}
            onClick={() => (exists ? setConfirming(true) : generate())}
          >
            {exists ? TEXTS[scope].renew : TEXTS[scope].create}
          </Button>
        ) : null}
        <ConfirmDialog
          open={confirming}
          title="¿Generar un enlace nuevo?"
          message="El enlace actual dejará de funcionar en el acto y tendrás que suscribirte de nuevo con el nuevo."
          confirmText="Generar enlace nuevo"
          variant="primary"
          isLoading={create.isPending}
          onConfirm={generate}
          onCancel={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
}
