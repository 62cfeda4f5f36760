import { ShieldX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** The client's data rights (issue 20): erasure on request (RGPD art. 17). */
export function DataRightsCard({ onErase }: { onErase: () => void }) {
  return (
    <Card>
      <CardHeader
        title="Protección de datos"
        description="Si el cliente pide que borres sus datos: se eliminan y sus citas y pagos quedan anonimizados."
      />
      <CardContent>
        <Button
          variant="danger"
          className="w-full justify-start"
          onClick={onErase}
          icon={<ShieldX aria-hidden="true" className="size-4" />}
        >
          Eliminar y anonimizar
        </Button>
      </CardContent>
    </Card>
  );
}
