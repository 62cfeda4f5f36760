import { addDays, DEFAULT_TIME_ZONE, todayIn } from '@adiestra/shared';
import { apiClient, registerAdmin } from '../apps/api/src/test/api-client.ts';
import { internalRequest } from '../apps/api/src/test/booking-fixtures.ts';
import { inProcessApp } from './lib/in-process-app.ts';

/**
 * `npm run bench:approval-storm` (issue 14, finding 1): rounds of 24 simultaneous approvals into
 * overlapping times for one trainer, with an unrelated read issued in the middle. Before the
 * per-trainer lock, one such storm deadlocked for 60–77 s. The test
 * (approval-storm.test.ts) asserts the outcome; the times are here, never in a test.
 */
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const STORM = 24;
const URL = '/api/appointments/requests';

const t = await inProcessApp();
try {
  const api = apiClient(t.app);
  const trainer = await registerAdmin(api);
  for (let round = 1; round <= ROUNDS; round++) {
    const date = addDays(todayIn(DEFAULT_TIME_ZONE), 20 + round);
    const ids: string[] = [];
    for (let i = 0; i < STORM; i++) {
      const res = await api.post<{ data: { id: string } }>(
        URL,
        internalRequest({ requestedDate: date, clientName: `Cliente ${round}-${i}` }),
        trainer.token,
      );
      ids.push(res.body.data.id);
    }
    const started = performance.now();
    const since = () => performance.now() - started;
    const approvals = ids.map(async (id, i) => {
      const time = `14:${String(i).padStart(2, '0')}`;
      const res = await api.post(
        `${URL}/${id}/approve`,
        { scheduledDate: date, scheduledTime: time },
        trainer.token,
      );
      return { status: res.status, ms: since() };
    });
    const read = api.get('/api/auth/profile', trainer.token).then(() => since());
    const results = await Promise.all(approvals);
    const winners = results.filter((r) => r.status === 201 || r.status === 200).length;
    const slowest = Math.max(...results.map((r) => r.ms));
    console.log(
      `round ${round}: ${STORM} approvals, ${winners} winner, ` +
        `${results.filter((r) => r.status === 409).length} × 409; all done in ${slowest.toFixed(0)} ms, ` +
        `unrelated read answered in ${(await read).toFixed(0)} ms`,
    );
  }
} finally {
  await t.close();
}
