/**
 * A seeded generator (mulberry32), so every run builds the same data set and before/after figures
 * compare like with like.
 */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (probability: number) => next() < probability;
  /** A few distinct items in their list order. */
  const some = <T>(items: readonly T[], count: number): T[] => {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, items.length)) chosen.add(int(0, items.length - 1));
    return [...chosen].sort((a, b) => a - b).map((i) => items[i]!);
  };
  /** The items in a random order (Fisher–Yates), the list itself untouched. */
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  const hex = (length: number) =>
    Array.from({ length }, () => Math.floor(next() * 16).toString(16)).join('');
  /** A UUID v7 whose time part is `ms`, like the server's ids (time-ordered). */
  const uuidv7 = (ms: number) => {
    const time = ms.toString(16).padStart(12, '0');
    const variant = (8 + Math.floor(next() * 4)).toString(16);
    return `${time.slice(0, 8)}-${time.slice(8)}-7${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
  };
  return { next, int, pick, chance, some, shuffle, uuidv7 };
}

export type Random = ReturnType<typeof createRandom>;

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the day `offset` days from `from` (UTC calendar arithmetic). */
export function dayString(from: Date, offset: number): string {
  return new Date(from.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
}

/** A moment `days` days from `from`, plus a random time of day between 08:00 and 20:00. */
export function momentAround(random: Random, from: Date, days: number): Date {
  const base = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  return new Date(base + days * DAY_MS + random.int(8 * 60, 20 * 60) * 60_000);
}
