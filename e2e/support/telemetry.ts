import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken } from './api';

export interface SentEvent {
  type: string;
  name: string;
  route?: string | null;
  props?: Record<string, unknown> | null;
}

/** Every analytics event the page posts (fetch keepalive or beacon), with the raw bodies. */
export function captureTelemetry(page: Page) {
  const events: SentEvent[] = [];
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes('/api/telemetry/')) return;
    const body = request.postData() ?? '';
    bodies.push(body);
    if (request.url().endsWith('/events')) {
      events.push(...(JSON.parse(body) as { events: SentEvent[] }).events);
    }
  });
  return { events, bodies };
}

export interface Summary {
  pageViews: { date: string; route: string; count: number }[];
  topEvents: { type: string; name: string; count: number }[];
  activeTrainers: { date: string; count: number }[];
  errors: { message: string; count: number; route: string | null; sampleStack: string | null }[];
}

/** GET /api/admin/telemetry/summary as the first admin. */
export async function telemetrySummary(request: APIRequestContext, days = 1): Promise<Summary> {
  const response = await request.get(`/api/admin/telemetry/summary?days=${days}`, {
    headers: { Authorization: `Bearer ${adminToken()}` },
  });
  if (!response.ok()) throw new Error(`summary failed: ${response.status()}`);
  return ((await response.json()) as { data: Summary }).data;
}

export const viewsOf = (summary: Summary, route: string) =>
  summary.pageViews.filter((row) => row.route === route).reduce((sum, row) => sum + row.count, 0);

export const countOf = (summary: Summary, type: string, name: string) =>
  summary.topEvents.find((e) => e.type === type && e.name === name)?.count ?? 0;
