import { REPORT_LINK_HEADER } from '@adiestra/shared';

/**
 * How the owner's report calls are sent: never with a trainer's token, with the owner's cookie
 * (sent by the browser) or, on a page opened from the report's e-mail, its link in a header.
 */
export const reportRequest = (link: string | null) => ({
  anonymous: true,
  ...(link ? { headers: { [REPORT_LINK_HEADER]: link } } : {}),
});
