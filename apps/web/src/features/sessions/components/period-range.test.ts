import { describe, expect, it } from 'vitest';
import { periodRange } from './period-range';

// 23:30 UTC: already tomorrow in Madrid (UTC+1 in winter), still today in the Canaries (UTC+0).
const now = new Date(Date.UTC(2030, 0, 15, 23, 30));

describe('periodRange', () => {
  it('reads "Hoy" on the trainer\'s clock, whatever the browser is set to', () => {
    expect(periodRange('today', now, 'Europe/Madrid')).toEqual({
      startDate: '2030-01-16',
      endDate: '2030-01-16',
    });
    expect(periodRange('today', now, 'Atlantic/Canary')).toEqual({
      startDate: '2030-01-15',
      endDate: '2030-01-15',
    });
  });

  it("runs the last 7 days back from now and ends with the trainer's today", () => {
    expect(periodRange('week', now, 'Atlantic/Canary')).toEqual({
      startDate: new Date(Date.UTC(2030, 0, 8, 23, 30)).toISOString(),
      endDate: '2030-01-15',
    });
  });

  it('leaves the whole period unfiltered', () => {
    expect(periodRange('', now, 'Europe/Madrid')).toEqual({});
  });
});
