import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useOwnerAreaSettings } from '../api/get-owner-area-settings';
import { OwnerAreaSettingsForm } from './owner-area-settings-form';

/** The Ajustes card for the owners' area. */
export function OwnerAreaSettingsCard() {
  const settings = useOwnerAreaSettings();
  return (
    <Card>
      <CardHeader
        title="Mi área de clientes"
        description="Tus clientes ven sus citas en /mi-area y pueden cancelarlas o pedir otra hora."
      />
      <CardContent>
        {settings.isPending ? (
          <Spinner className="size-5" label="Cargando ajustes" />
        ) : settings.isError ? (
          <Alert variant="error">Error al cargar los ajustes</Alert>
        ) : (
          <OwnerAreaSettingsForm settings={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}
