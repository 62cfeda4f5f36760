import { ClientBonoSummary } from '@/features/billing/components/client-bono-summary';
import { ClientsPanel } from '@/features/clients/components/clients-panel';
import { useFlashToast } from '@/lib/use-flash-toast';

export default function ClientsListRoute() {
  useFlashToast();
  return (
    <>
      <title>Clientes · Adiestra</title>
      <ClientsPanel cardExtra={(client) => <ClientBonoSummary clientId={client.id} />} />
    </>
  );
}
