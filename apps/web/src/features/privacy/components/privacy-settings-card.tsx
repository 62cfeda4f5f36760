import { useState, type SyntheticEvent } from 'react';
import { ExternalLink } from 'lucide-react';
import { PrivacyTextInputSchema, type PrivacyText } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { usePrivacyText } from '../api/get-privacy-text';
import { useUpdatePrivacyText } from '../api/update-privacy-text';

/**
 * Ajustes › Información de privacidad (issue 20): the text owners accept when they book or sign
 * in. Each saved change is a new version; each consent records the version it accepted.
 */
export function PrivacySettingsCard() {
  const privacy = usePrivacyText();
  return (
    <Card>
      <CardHeader
        title="Información de privacidad"
        description="Lo que aceptan tus clientes al pedir cita o entrar en su área. Cada cambio guarda una versión nueva."
      />
      <CardContent>
        {privacy.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only">Cargando el texto de privacidad…</span>
            <Skeleton className="h-40 w-full" />
          </div>
        ) : null}
        {privacy.isError ? (
          <Alert variant="error" title="No se pudo cargar el texto de privacidad">
            {getErrorMessage(privacy.error, 'Error al cargar el texto de privacidad')}
          </Alert>
        ) : null}
        {privacy.isSuccess ? <PrivacyForm key={privacy.data.id} current={privacy.data} /> : null}
      </CardContent>
    </Card>
  );
}

function PrivacyForm({ current }: { current: PrivacyText }) {
  const [body, setBody] = useState(current.body);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdatePrivacyText();
  const { toast } = useToast();

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const parsed = PrivacyTextInputSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    update.mutate(parsed.data, {
      onSuccess: ({ message }) => toast({ variant: 'success', title: message ?? 'Guardado' }),
      onError: (failure) =>
        toast({
          variant: 'error',
          title: getErrorMessage(failure, 'No se pudo guardar el texto de privacidad'),
        }),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Textarea
        label="Texto de privacidad"
        rows={12}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={error}
        hint={`Versión ${current.version} · guardada el ${formatDateTime(current.createdAt)}`}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <a
          href={current.path}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          Ver la página pública
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(se abre en otra pestaña)</span>
        </a>
        <Button type="submit" isLoading={update.isPending} disabled={body === current.body}>
          Guardar nueva versión
        </Button>
      </div>
    </form>
  );
}
