import { useState, type SyntheticEvent } from 'react';
import type { Client } from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { useEraseClient } from '../api/erase-client';

/** Names compared as a person types them: case, accents and spacing aside (as the server). */
export const foldName = (value: string) =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * "Eliminar y anonimizar" (RGPD art. 17): says what goes and what stays, and acts only once the
 * client's name is typed. Success calls `onErased`.
 */
export function EraseClientDialog({
  client,
  onClose,
  onErased,
}: {
  client: Client | null;
  onClose: () => void;
  onErased: (client: Client) => void;
}) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const erase = useEraseClient();
  const { toast } = useToast();
  const matches = client !== null && foldName(typed) === foldName(client.name);

  function close() {
    setTyped('');
    setError(undefined);
    onClose();
  }

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (!client || !matches) return;
    erase.mutate(
      { id: client.id, confirmName: typed },
      {
        onSuccess: ({ message }) => {
          toast({ variant: 'success', title: message ?? 'Cliente eliminado y datos anonimizados' });
          setTyped('');
          onErased(client);
        },
        onError: (failure) => {
          const field = isApiError(failure) ? failure.fieldErrors.confirmName : undefined;
          if (field) setError(field);
          else toast({ variant: 'error', title: getErrorMessage(failure, 'No se pudo eliminar') });
        },
      },
    );
  }

  const formId = 'erase-client-form';
  return (
    <Dialog
      open={client !== null}
      onClose={close}
      dismissible={!erase.isPending}
      title="Eliminar y anonimizar"
      description={
        client ? (
          <>
            <p>
              Se eliminarán {client.name}, sus perros con sus fotos, sus sesiones y sus bonos. Sus
              citas, solicitudes y pagos se conservan para tus cuentas, con los datos personales
              sustituidos por «Anonimizado». Sus facturas se conservan completas, como exige la
              normativa tributaria. Sus enlaces y su acceso al área de clientes dejan de funcionar.
              No se puede deshacer.
            </p>
          </>
        ) : null
      }
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={erase.isPending} data-autofocus>
            Cancelar
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            isLoading={erase.isPending}
            disabled={!matches}
          >
            Eliminar y anonimizar
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Input
          label={`Escribe «${client?.name ?? ''}» para confirmar`}
          value={typed}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
      </form>
    </Dialog>
  );
}
