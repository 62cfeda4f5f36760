import { STORAGE_KEYS } from '@adiestra/shared';
import { readItem } from '@/lib/local-storage';
import type { SendOutcome } from './batch-queue';

/**
 * Posts telemetry with its own fetch, not the app's API client: a telemetry failure must never
 * end the session or surface as an error. `keepalive` lets the request outlive the page; when the
 * browser refuses it (too many bytes in flight) while the page goes away, sendBeacon takes over,
 * at the cost of the Authorization header (the events then count as anonymous).
 */
export async function postTelemetry(
  url: string,
  body: unknown,
  unloading: boolean,
): Promise<SendOutcome> {
  const json = JSON.stringify(body);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  // The zod-free storage half: the booking page's tracker loads no validation (decision 0096).
  const token = readItem(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: json,
      keepalive: true,
      credentials: 'omit',
    });
    if (response.ok) return 'sent';
    // Rate limits and server failures may pass; a refused body never will.
    return response.status === 429 || response.status >= 500 ? 'retry' : 'drop';
  } catch {
    if (unloading && beacon(url, json)) return 'sent';
    return 'retry';
  }
}

function beacon(url: string, json: string): boolean {
  try {
    return navigator.sendBeacon(url, new Blob([json], { type: 'application/json' }));
  } catch {
    return false;
  }
}
