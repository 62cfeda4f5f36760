import { useMutation } from '@tanstack/react-query';
import { GestorPackageSchema, type GestorPackageInput } from '@adiestra/shared';
import { api } from '@/lib/api-client';

/** POST /api/invoices/gestor-package: the quarter's ZIP mailed to the gestor (through the outbox). */
export function useSendGestorPackage() {
  return useMutation({
    mutationFn: (input: GestorPackageInput) =>
      api.post('/invoices/gestor-package', input, { schema: GestorPackageSchema }),
  });
}
