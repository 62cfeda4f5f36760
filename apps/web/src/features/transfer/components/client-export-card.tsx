import { useState } from 'react';
import { FileArchive } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { downloadClientExport } from '../api/download-client-export';

/**
 * "Exportar datos" on a client (issue 20; RGPD arts. 15 and 20): a ZIP with everything held
 * about the owner and their dogs, as JSON and CSV, with the photos.
 */
export function ClientExportCard({ clientId }: { clientId: string }) {
  const { toast } = useToast();
  const [working, setWorking] = useState(false);
  async function exportData() {
    setWorking(true);
    try {
      const stamp = new Date().toISOString().slice(0, 10);
      await downloadClientExport(clientId, `datos-cliente-${stamp}.zip`);
      toast({ variant: 'success', title: 'Datos exportados' });
    } catch (caught) {
      toast({
        variant: 'error',
        title: getErrorMessage(caught, 'No se pudo exportar los datos del cliente'),
      });
    }
    setWorking(false);
  }
  return (
    <Card>
      <CardHeader
        title="Datos del cliente"
        description="Si el cliente te pide sus datos: un ZIP con todo lo que guardas de él y de sus perros (JSON y CSV, con las fotos)."
        actions={
          <Button
            variant="secondary"
            size="sm"
            isLoading={working}
            onClick={() => void exportData()}
            icon={<FileArchive aria-hidden="true" className="size-4" />}
          >
            Exportar datos
          </Button>
        }
      />
    </Card>
  );
}
