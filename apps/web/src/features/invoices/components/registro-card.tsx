import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useRegistro } from '../api/get-registro';

/** The registro de facturación's state (issue 30.5): its chain verified from the first record. */
export function RegistroCard() {
  const registro = useRegistro();
  return (
    <Card>
      <CardHeader
        title="Registro de facturación"
        description="Cada factura y anulación deja un registro encadenado por su huella (VERI*FACTU)."
      />
      <CardContent>
        {registro.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : registro.isError ? (
          <Alert variant="error">No se pudo comprobar el registro.</Alert>
        ) : registro.data.valid ? (
          <Alert variant="success">
            {registro.data.records === 0
              ? 'Aún no hay registros.'
              : `${registro.data.records === 1 ? '1 registro' : `${registro.data.records} registros`}, encadenados correctamente.`}
          </Alert>
        ) : (
          <Alert variant="error" title="El registro está roto">
            El registro n.º {registro.data.brokenAt} no coincide con su huella. No se pueden emitir
            ni anular facturas hasta revisarlo: escribe a soporte.
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
