import { apiClient, registerAdmin, uniqueEmail } from '../apps/api/src/test/api-client.ts';
import { inProcessApp } from './lib/in-process-app.ts';

/**
 * `npm run bench:login-timing`: a login with an unknown e-mail must cost about what a known
 * e-mail with a wrong password costs (both run one argon2id verify), so the answer's timing does
 * not reveal which e-mails have accounts. Timed here, never in a test: on a busy machine a timing
 * assertion flakes. Without the dummy verify the unknown path is ~100× faster.
 */
const ROUNDS = Number(process.env.ROUNDS ?? 15);

const t = await inProcessApp();
try {
  const api = apiClient(t.app);
  const admin = await registerAdmin(api);
  const time = async (email: string) => {
    const start = performance.now();
    await api.post('/api/auth/login', { email, password: 'contraseña-incorrecta' });
    return performance.now() - start;
  };
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    known.push(await time(admin.email));
    unknown.push(await time(uniqueEmail('nadie')));
  }
  const ratio = median(unknown) / median(known);
  const ok = ratio > 0.4 && ratio < 2.5;
  console.log(
    `login timing: known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms, ` +
      `ratio ${ratio.toFixed(2)} (${ok ? 'within' : 'OUTSIDE'} 0.4–2.5)`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  await t.close();
}
