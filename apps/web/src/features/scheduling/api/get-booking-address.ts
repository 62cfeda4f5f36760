import { queryOptions, useQuery } from '@tanstack/react-query';
import { BookingAddressSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/owner-area/booking-address: the booking page's readable address (issue 27). */
export const bookingAddressQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.bookingAddress,
    queryFn: ({ signal }) =>
      api.get('/owner-area/booking-address', { schema: BookingAddressSchema, signal }),
  });

export function useBookingAddress() {
  return useQuery(bookingAddressQueryOptions());
}

/**
 * The full link to share: the readable address once known; the id address (which always works)
 * when the address could not be read. `readable` is false when the trainer has no business name
 * to make one from, null while unknown.
 */
export function useBookingLink(businessId: string): {
  link: string | null;
  readable: boolean | null;
} {
  const address = useBookingAddress();
  const path =
    address.data?.path ?? (address.isError ? paths.bookAppointment.getHref(businessId) : null);
  return {
    link: path ? `${window.location.origin}${path}` : null,
    readable: address.data ? address.data.slug !== null : null,
  };
}
