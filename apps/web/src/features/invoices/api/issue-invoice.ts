import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InvoiceSchema, type IssueInvoiceInput } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/invoices: an invoice for a payment, a visit, a bono sale or a client's month. */
export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: IssueInvoiceInput) =>
      api.post('/invoices', input, { schema: InvoiceSchema }),
    onSuccess: (_invoice, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all }),
        // A class place shows its invoice on the class page (decision 0084), a course
        // enrolment on the course's card (decision 0099).
        'classEnrolmentId' in input || 'courseEnrolmentId' in input
          ? queryClient.invalidateQueries({ queryKey: queryKeys.classes.all })
          : null,
      ]),
  });
}
