import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentSchema, type PaymentInput } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateBilling } from './invalidate';

/** POST /api/payments: a payment, or a refund as a negative amount. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentInput) => api.post('/payments', input, { schema: PaymentSchema }),
    onSuccess: () => invalidateBilling(queryClient),
  });
}
