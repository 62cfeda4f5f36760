import { useQuery } from '@tanstack/react-query';
import { SourceInvoiceLinksSchema, type InvoiceSourceKind } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/invoices/source-links: which of these appointments, bonos, places or course enrolments
 * a live invoice already bills, directly or through its payment (issue 45).
 */
export function useSourceInvoiceLinks(kind: InvoiceSourceKind, ids: readonly string[]) {
  return useQuery({
    queryKey: queryKeys.invoices.sourceLinks(kind, ids),
    queryFn: ({ signal }) =>
      api.get(`/invoices/source-links?kind=${kind}&ids=${ids.join(',')}`, {
        schema: SourceInvoiceLinksSchema,
        signal,
      }),
    enabled: ids.length > 0,
  });
}
