import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { OWNER_DOCUMENTS_SECTION } from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { paths } from '@/lib/paths';

// What Mi área's class and course cards do alike with each of the owner's dogs (issue 29).

/**
 * Runs an owner's action and toasts the server's message, or why it failed; `settled` runs
 * either way (it closes the confirmation that asked). A refusal for unsigned documents (issue
 * 45) offers to go and sign them: Mi área's documents.
 */
export function useOwnerAct(settled: () => void) {
  const { toast } = useToast();
  const navigate = useNavigate();
  return async (run: () => Promise<string>, failure: string) => {
    try {
      toast({ variant: 'success', title: await run() });
    } catch (caught) {
      const unsigned = isApiError(caught) && Boolean(caught.fieldErrors.requiredConsents);
      toast({
        variant: 'error',
        title: getErrorMessage(caught, failure),
        ...(unsigned
          ? {
              action: {
                label: 'Firmar los documentos',
                onClick: () => void navigate(paths.ownerArea.home.getHref(OWNER_DOCUMENTS_SECTION)),
              },
            }
          : {}),
      });
    } finally {
      settled();
    }
  };
}

/** One of the owner's dogs on a card: its name, what it holds (`badge`), and what it can do. */
export function OwnerDogRow({
  name,
  badge,
  children,
}: {
  name: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="flex items-center gap-2 text-sm text-gray-900 dark:text-gray-100">
        {name}
        {badge ? <> {badge}</> : null}
      </span>
      {children}
    </li>
  );
}

/** "Apuntar a Kira a la lista de espera", on a full class or course. */
export function JoinWaitlistButton({
  name,
  pending,
  onClick,
}: {
  name: string;
  pending: boolean;
  onClick: () => void;
}) {
  return (
    <Button size="sm" variant="secondary" isLoading={pending} onClick={onClick}>
      Apuntar a {name} a la lista de espera
    </Button>
  );
}
