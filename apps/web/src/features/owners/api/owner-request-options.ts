import { BOOKING_LINK_HEADER } from '@adiestra/shared';

/**
 * How every owner call is sent: never with a trainer's token (`anonymous`: the owners' area and
 * the back office are separate sessions), with the owner's session cookie (the browser sends it
 * itself) or, on a page opened from an e-mail, the booking link's token in its header.
 */
export const ownerRequest = (link: string | null) => ({
  anonymous: true,
  ...(link ? { headers: { [BOOKING_LINK_HEADER]: link } } : {}),
});
