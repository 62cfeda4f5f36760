import { useQuery } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/vaccines/documents/{id}/file: the upload's file, with the trainer's token, as a Blob. */
export function getDocumentFile(id: string): Promise<Blob> {
  return apiBlob(
    `/vaccines/documents/${encodeURIComponent(id)}/file`,
    'No se pudo abrir el documento',
  );
}

export function useDocumentFile(id: string) {
  return useQuery({
    queryKey: queryKeys.vaccines.documentFile(id),
    queryFn: () => getDocumentFile(id),
    staleTime: Infinity,
  });
}
