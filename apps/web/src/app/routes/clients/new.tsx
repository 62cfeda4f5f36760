import { useNavigate } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ClientForm } from '@/features/clients/components/client-form';
import { paths } from '@/lib/paths';

export default function NewClientRoute() {
  const navigate = useNavigate();
  const toList = () => void navigate(paths.clients.list.getHref());
  return (
    <>
      <title>Nuevo cliente · Adiestra</title>
      <PageHeader title="Nuevo Cliente" description="Los campos marcados con * son obligatorios." />
      <Card className="max-w-3xl">
        <CardContent>
          <ClientForm
            onSaved={(client) =>
              void navigate(paths.clients.list.getHref(), {
                state: { message: `Cliente "${client.name}" creado exitosamente` },
              })
            }
            onCancel={toList}
          />
        </CardContent>
      </Card>
    </>
  );
}
