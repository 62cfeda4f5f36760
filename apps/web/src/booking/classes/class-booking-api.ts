import {
  PublicClassListSchema,
  PublicClassRequestResultSchema,
  type PublicClassRequestPayload,
} from '@adiestra/shared';
import { publicRequest } from '../booking-api';

// The booking page's group classes (issue 29). This module and its screens load only when the
// visitor opens "Clases en grupo", so the page's first screen does not grow (issue 32).

/** GET /public/educators/:id/classes: upcoming classes, full ones too (shown as "Completa"). */
export async function getPublicClasses(educatorId: string) {
  const { classes } = await publicRequest(
    `/public/educators/${encodeURIComponent(educatorId)}/classes`,
    PublicClassListSchema,
  );
  return classes;
}

/** POST /public/classes/request: a place asked for; the trainer approves it. */
export const requestClassPlace = (payload: PublicClassRequestPayload) =>
  publicRequest('/public/classes/request', PublicClassRequestResultSchema, payload);
