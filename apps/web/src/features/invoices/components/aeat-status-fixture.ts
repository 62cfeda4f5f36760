import type { AeatStatus } from '@adiestra/shared';

/** For the tests only: GET /api/invoices/aeat's answer with nothing sent yet, and a patch on it. */

export const noRecords = {
  pendiente: 0,
  correcto: 0,
  aceptado_con_errores: 0,
  incorrecto: 0,
  fallo: 0,
};

export const aeatStatus = (patch: Partial<AeatStatus>): AeatStatus => ({
  environment: 'pruebas',
  certificate: null,
  counts: noRecords,
  lastError: null,
  nextSendAt: null,
  oldestPendingAt: null,
  waitingMinutes: 0,
  waitingLong: false,
  declaration: { signed: true, missing: [] },
  rejected: [],
  ...patch,
});
