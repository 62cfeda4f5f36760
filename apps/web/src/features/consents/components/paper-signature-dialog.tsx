import { useState, type SyntheticEvent } from 'react';
import { PaperSignatureInputSchema, todayIn, type ConsentPending } from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { useRecordPaperSignature } from '../api/record-paper-signature';
import { consentTitle } from './consent-title';

type Field = 'versionId' | 'signedName' | 'signedOn';
const keyOf = (row: ConsentPending) => `${row.versionId}:${row.dogId ?? '-'}`;

/**
 * Issue 45.5, "Registrar firma en papel": the client signed the printed document; the trainer
 * records who signed (name and surnames as on the paper), the day and which pending document
 * (its current version). It is stored like an acceptance in Mi área, marked as paper.
 */
export function PaperSignatureDialog({
  open,
  onClose,
  clientId,
  clientName,
  pending,
}: {
  open: boolean;
  onClose: () => void;
  clientId: string;
  clientName: string;
  pending: ConsentPending[];
}) {
  const today = todayIn(useCurrentUser().timeZone);
  const [choice, setChoice] = useState(pending[0] ? keyOf(pending[0]) : '');
  const [signedName, setSignedName] = useState(clientName);
  const [signedOn, setSignedOn] = useState(today);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const record = useRecordPaperSignature();
  const { toast } = useToast();
  const row = pending.find((p) => keyOf(p) === choice) ?? pending[0];

  function close() {
    setErrors({});
    onClose();
  }

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const input = {
      versionId: row?.versionId ?? '',
      dogId: row?.dogId ?? null,
      signedName,
      signedOn,
    };
    const parsed = PaperSignatureInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    record.mutate(
      { clientId, ...input },
      {
        onSuccess: ({ message }) => {
          toast({ variant: 'success', title: message ?? 'Firma en papel registrada' });
          close();
        },
        onError: (failure) => {
          const fields = isApiError(failure) ? failure.fieldErrors : {};
          if (fields.signedOn || fields.signedName || fields.versionId) setErrors(fields);
          else toast({ variant: 'error', title: getErrorMessage(failure, 'No se pudo registrar') });
        },
      },
    );
  }

  const formId = 'paper-signature-form';
  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!record.isPending}
      title="Registrar firma en papel"
      description="El cliente ha firmado el documento impreso: guarda quién lo firmó, qué día y qué versión. Conserva el papel."
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={record.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} isLoading={record.isPending}>
            Registrar firma
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <Select
          label="Documento"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          error={errors.versionId}
          data-autofocus
        >
          {pending.map((p) => (
            <option key={keyOf(p)} value={keyOf(p)}>
              {consentTitle(p.kind, p.dogName)} · versión {p.version}
            </option>
          ))}
        </Select>
        <Input
          label="Nombre y apellidos de quien firma"
          value={signedName}
          autoComplete="off"
          onChange={(event) => setSignedName(event.target.value)}
          error={errors.signedName}
        />
        <Input
          label="Fecha de la firma"
          type="date"
          value={signedOn}
          max={today}
          onChange={(event) => setSignedOn(event.target.value)}
          error={errors.signedOn}
        />
      </form>
    </Dialog>
  );
}
