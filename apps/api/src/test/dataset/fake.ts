import type { Random } from './random.ts';
import * as es from './spanish.ts';

/** 'Lucía Núñez' → 'lucia.nunez': e-mail addresses are ASCII. */
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^a-zA-Z0-9 ]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '.');

export function person(random: Random, serial: number) {
  const firstName = random.pick(es.FIRST_NAMES);
  const lastName = `${random.pick(es.SURNAMES)} ${random.pick(es.SURNAMES)}`;
  const email = `${ascii(`${firstName} ${lastName}`)}${serial}@${random.pick(es.MAIL_DOMAINS)}`;
  return { firstName, lastName, email, phone: phone(random) };
}

/** A Spanish mobile number as people type it: '612 345 678'. */
export function phone(random: Random) {
  const digits = `${random.pick(['6', '7'])}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

export function address(random: Random) {
  const floor = random.chance(0.6)
    ? `, ${random.int(1, 8)}º ${random.pick(['A', 'B', 'C', 'D'])}`
    : '';
  return `${random.pick(es.STREETS)} ${random.int(1, 140)}${floor}, ${random.pick(es.CITIES)}`;
}

/** One to `max` phrases of a list joined as sentences, as a trainer writes them. */
export function sentences(random: Random, list: readonly string[], max: number) {
  return random
    .some(list, random.int(1, max))
    .map((phrase) => (phrase.endsWith('.') ? phrase : `${phrase}.`))
    .join(' ');
}

export const maybe = <T>(random: Random, probability: number, value: () => T): T | null =>
  random.chance(probability) ? value() : null;

export function dog(random: Random) {
  return {
    name: random.pick(es.DOG_NAMES),
    breed: random.pick(es.BREEDS),
    age: Math.round(random.int(3, 180) / 6) / 2,
    weight: maybe(random, 0.8, () => random.int(20, 450) / 10),
    height: maybe(random, 0.5, () => random.int(15, 80)),
    notes: maybe(random, 0.3, () => random.pick(es.DOG_NOTES)),
    isActive: random.chance(0.92),
  };
}

export function sessionText(random: Random) {
  return {
    duration: random.pick([30, 45, 60, 60, 60, 90, 120]),
    objectives: sentences(random, es.OBJECTIVES, 3),
    activities: sentences(random, es.ACTIVITIES, 3),
    observations: maybe(random, 0.6, () => sentences(random, es.OBSERVATIONS, 2)),
    progress: maybe(random, 0.7, () => random.int(0, 20) * 5),
    nextSteps: maybe(random, 0.5, () => sentences(random, es.NEXT_STEPS, 2)),
    rating: maybe(random, 0.8, () => random.pick([2, 3, 3, 4, 4, 4, 5, 5, 5, 5])),
  };
}
