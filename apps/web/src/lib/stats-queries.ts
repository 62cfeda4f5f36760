import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  AppointmentStatsSchema,
  ClientStatsSchema,
  DogStatsSchema,
  SessionStatsSchema,
  type ClientStats,
  type DogStats,
  type SessionFilters,
} from '@adiestra/shared';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/*
 * The stats queries that more than one feature reads (each domain's screen and the dashboard):
 * one definition, so the same figures are fetched once, under one key.
 */

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /api/clients/stats: clients, dogs and sessions of the trainer. */
export function getClientStats(signal?: AbortSignal): Promise<ClientStats> {
  return api.get('/clients/stats', { schema: ClientStatsSchema, ...withSignal(signal) });
}

export const clientStatsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.clients.stats,
    queryFn: ({ signal }) => getClientStats(signal),
  });

/** GET /api/dogs/stats: total, active and distinct breeds. */
export function getDogStats(signal?: AbortSignal): Promise<DogStats> {
  return api.get('/dogs/stats', { schema: DogStatsSchema, ...withSignal(signal) });
}

export const dogStatsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.dogs.stats, queryFn: ({ signal }) => getDogStats(signal) });

/** The filters as query parameters; empty values are left out. */
export function filterParams(filters: SessionFilters): URLSearchParams {
  const params = new URLSearchParams();
  const entries: [string, string | number | undefined][] = Object.entries(filters);
  for (const [key, value] of entries) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

/** GET /api/sessions/stats with a list's filters (none: every session). */
export function getSessionStats(filters: SessionFilters, signal?: AbortSignal) {
  const query = filterParams(filters).toString();
  return api.get(`/sessions/stats${query ? `?${query}` : ''}`, {
    schema: SessionStatsSchema,
    ...withSignal(signal),
  });
}

export const sessionStatsQueryOptions = (filters: SessionFilters = {}) =>
  queryOptions({
    queryKey: queryKeys.sessions.stats(filters),
    queryFn: ({ signal }) => getSessionStats(filters, signal),
    placeholderData: keepPreviousData,
  });

/**
 * GET /api/appointments/stats: the appointments' figures and the requests still pending, read by
 * the appointments screen, the dashboard and the sidebar's Solicitudes badge.
 */
export function getAppointmentStats(signal?: AbortSignal) {
  return api.get('/appointments/stats', { schema: AppointmentStatsSchema, ...withSignal(signal) });
}

export const appointmentStatsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.scheduling.appointmentStats,
    queryFn: ({ signal }) => getAppointmentStats(signal),
  });
