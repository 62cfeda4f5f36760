import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AuditEntrySchema,
  PAGE_SIZES,
  PaginationSchema,
  type AuditAction,
  type AuditEntry,
  type Pagination,
} from '@adiestra/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  pagination: PaginationSchema,
});
export interface AuditPage {
  entries: AuditEntry[];
  pagination: Pagination;
}

export interface AuditParams {
  page: number;
  action: AuditAction | null;
  /** Days (YYYY-MM-DD), both included; '' for no limit. */
  from: string;
  to: string;
}

/** GET /api/admin/audit?page&limit&action&from&to: newest first. */
export function getAuditLog(params: AuditParams, signal?: AbortSignal): Promise<AuditPage> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(PAGE_SIZES.audit) });
  if (params.action) query.set('action', params.action);
  if (params.from) query.set('from', params.from);
  if (params.to) query.set('to', params.to);
  return api.get(`/admin/audit?${query.toString()}`, {
    schema: AuditPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useAuditLog(params: AuditParams) {
  return useQuery({
    queryKey: queryKeys.audit.page({ ...params }),
    queryFn: ({ signal }) => getAuditLog(params, signal),
    placeholderData: keepPreviousData,
  });
}
