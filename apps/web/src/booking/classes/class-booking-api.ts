import {
  PublicClassListSchema,
  PublicClassRequestResultSchema,
  type PublicClassRequestPayload,
  type PublicCourseRequestPayload,
} from '@adiestra/shared';
import { publicRequest } from '../booking-api';

// The booking page's group classes (issue 29). This module and its screens load only when the
// visitor opens "Clases en grupo", so the page's first screen does not grow (issue 32).

/**
 * GET /public/educators/:id/classes: upcoming classes sold one by one and courses sold whole
 * (issue 45), full ones too (shown as "Completa" / "Completo").
 */
export const getPublicClasses = (educatorId: string) =>
  publicRequest(
    `/public/educators/${encodeURIComponent(educatorId)}/classes`,
    PublicClassListSchema,
  );

/** POST /public/classes/request: a place asked for; the trainer approves it. */
export const requestClassPlace = (payload: PublicClassRequestPayload) =>
  publicRequest('/public/classes/request', PublicClassRequestResultSchema, payload);

/** POST /public/courses/request: a place in a whole course asked for; the trainer approves it. */
export const requestCoursePlace = (payload: PublicCourseRequestPayload) =>
  publicRequest('/public/courses/request', PublicClassRequestResultSchema, payload);
