import type { ReactNode } from 'react';
import { VERIFACTU_COMPONENTS, type VerifactuDeclaration } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/format-day';
import { useDeclaration } from '../api/get-declaration';

const LAW =
  'cumple lo dispuesto en el artículo 29.2.j) de la Ley 58/2003, de 17 de diciembre, General Tributaria, en el Reglamento que establece los requisitos que deben adoptar los sistemas y programas informáticos o electrónicos que soporten los procesos de facturación, aprobado por el Real Decreto 1007/2023, de 5 de diciembre, y en la Orden HAC/1177/2024, de 17 de octubre.';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-gray-600 dark:text-gray-400">{term}</dt>
      <dd className="text-sm text-gray-900 sm:col-span-2 dark:text-gray-100">{children}</dd>
    </div>
  );
}

/** The declaración responsable (RD 1007/2023 art. 13, Orden HAC/1177/2024 art. 15). */
export function VerifactuDeclarationView() {
  const declaration = useDeclaration();
  if (declaration.isPending) return <Skeleton className="h-96 w-full" />;
  if (declaration.isError) {
    return (
      <Alert variant="error">
        {getErrorMessage(declaration.error, 'No se pudo cargar la declaración responsable')}
      </Alert>
    );
  }
  return <DeclarationBody declaration={declaration.data} />;
}

export function DeclarationBody({ declaration }: { declaration: VerifactuDeclaration }) {
  const { system, producer, signedAt } = declaration;
  const missing = <span className="text-gray-500 dark:text-gray-400">Sin indicar</span>;
  return (
    <Card>
      <CardHeader
        title="Declaración responsable del sistema informático de facturación"
        description={`${system.name}, versión ${system.version}`}
      />
      <CardContent className="space-y-4">
        {declaration.signed ? null : (
          <Alert variant="info" title="Declaración pendiente de firma">
            El productor del sistema aún no ha completado sus datos en la configuración del
            servidor: {declaration.missing.join(', ')}.
          </Alert>
        )}
        <dl className="divide-y divide-gray-100 dark:divide-gray-800">
          <Row term="Nombre del sistema informático">{system.name}</Row>
          <Row term="Código identificador">{system.id}</Row>
          <Row term="Versión">{system.version}</Row>
          <Row term="Componentes y funcionalidades">{VERIFACTU_COMPONENTS}</Row>
          <Row term="Funciona solo como VERI*FACTU">
            Sí: todos los registros de facturación se remiten a la AEAT.
          </Row>
          <Row term="Uso por varios obligados tributarios">
            Sí: cada profesional factura con su propio perfil fiscal, numeración y registro de
            facturación, separados de los demás.
          </Row>
          <Row term="Tipos de firma">
            No se usan: en la modalidad VERI*FACTU los registros no se firman.
          </Row>
          <Row term="Productor">{producer.name}</Row>
          <Row term="NIF del productor">{producer.taxId ?? missing}</Row>
          <Row term="Dirección de contacto">{producer.address ?? missing}</Row>
        </dl>
        <p className="text-sm leading-relaxed text-gray-800 dark:text-gray-200">
          {producer.name}, como productor del sistema informático {system.name} (código {system.id}
          ), declara bajo su responsabilidad que la versión {system.version} de dicho sistema {LAW}
        </p>
        <p className="text-sm text-gray-800 dark:text-gray-200">
          {signedAt.place && signedAt.date
            ? `En ${signedAt.place}, a ${formatDay(signedAt.date)}.`
            : 'Lugar y fecha de firma: sin indicar.'}
        </p>
      </CardContent>
    </Card>
  );
}
