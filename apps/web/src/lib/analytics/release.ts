/**
 * The build's release, set at build time with VITE_RELEASE (same value as the server's RELEASE);
 * reduced to the characters the telemetry API accepts.
 */
export const RELEASE =
  (import.meta.env.VITE_RELEASE as string | undefined)?.replace(/[^\w.\-+]/g, '').slice(0, 64) ||
  'dev';
