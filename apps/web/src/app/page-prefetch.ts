import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { todayIn } from '@adiestra/shared';
import { classQueryOptions } from '@/features/classes/api/get-class';
import { weekClassesQueryOptions } from '@/features/classes/api/get-week-classes';
import { todayAppointmentsQueryOptions } from '@/features/dashboard/api/get-today-appointments';
import { ownerOverviewQueryOptions } from '@/features/owners/api/get-owner-overview';
import { bookingAddressQueryOptions } from '@/features/scheduling/api/get-booking-address';
import { idleDogsQueryOptions } from '@/features/sessions/api/get-idle-dogs';
import { pendingDocumentsQueryOptions } from '@/features/vaccines/api/get-pending-documents';
import { vaccineAlertsQueryOptions } from '@/features/vaccines/api/get-vaccine-alerts';
import {
  appointmentStatsQueryOptions,
  clientStatsQueryOptions,
  dogStatsQueryOptions,
  sessionStatsQueryOptions,
} from '@/lib/stats-queries';
import { storage } from '@/lib/storage';

/**
 * What a page's first screen asks the API for, asked as soon as its route matches (issue 45,
 * first loads): at the same time as the page's code, and as the stored session's check, instead
 * of after both. The page's own queries then find the answers (or the requests) in the cache.
 * A trainer's page is prefetched only with a stored session: without one the visitor goes to
 * /login and nothing is asked. The queries are the pages' own options, so the keys are the same.
 */
export type PagePrefetch = (queryClient: QueryClient, args: LoaderFunctionArgs) => void;

/** A failure shows where the page asks again (its own query), not here. */
const ignore = () => undefined;

const signedInTrainer = () => (storage.getToken() ? storage.getUser() : null);

export const prefetchDashboard: PagePrefetch = (queryClient) => {
  const user = signedInTrainer();
  if (!user) return;
  // Each is its own query: a failure shows in its own card, as when the card asks. The money card
  // is not among them: who may see money is known only once the session is checked.
  queryClient.query(todayAppointmentsQueryOptions(todayIn(user.timeZone))).catch(ignore);
  queryClient.query(appointmentStatsQueryOptions()).catch(ignore);
  queryClient.query(weekClassesQueryOptions()).catch(ignore);
  queryClient.query(clientStatsQueryOptions()).catch(ignore);
  queryClient.query(dogStatsQueryOptions()).catch(ignore);
  queryClient.query(sessionStatsQueryOptions()).catch(ignore);
  queryClient.query(bookingAddressQueryOptions()).catch(ignore);
  queryClient.query(vaccineAlertsQueryOptions()).catch(ignore);
  queryClient.query(pendingDocumentsQueryOptions()).catch(ignore);
  queryClient.query(idleDogsQueryOptions()).catch(ignore);
};

export const prefetchClass: PagePrefetch = (queryClient, { params }) => {
  if (!signedInTrainer() || !params.id) return;
  queryClient.query(classQueryOptions(params.id)).catch(ignore);
};

export const prefetchOwnerArea: PagePrefetch = (queryClient) => {
  queryClient.query(ownerOverviewQueryOptions(null)).catch(ignore);
};
