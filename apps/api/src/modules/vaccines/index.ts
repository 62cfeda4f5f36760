/** The vaccines module's public surface (issue 31.2): other modules import only from here. */
export { getRegion, vaccinationNotFound } from './vaccines.service.ts';
