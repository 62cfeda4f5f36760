/** The privacy texts' public surface (issue 20): consents name a version through these. */
export { currentPrivacyTextId, currentPrivacyTextIds } from './privacy.service.ts';
