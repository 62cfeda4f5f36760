import { describe, expect, it } from 'vitest';
import { CLASS_MINIMUM_RULE, needsMinimumDecision } from './classes.ts';
import { addDays } from './time-zone.ts';

describe('needsMinimumDecision (decision 0079)', () => {
  const today = '2026-03-27';
  const short = {
    status: 'scheduled' as const,
    date: today,
    minPlaces: 4,
    enrolled: 3,
    minPlacesConfirmed: false,
  };

  it('asks for a scheduled class short of its minimum from today to N days ahead', () => {
    for (let days = 0; days <= CLASS_MINIMUM_RULE.promptDays; days++)
      expect(needsMinimumDecision({ ...short, date: addDays(today, days) }, today)).toBe(true);
    const later = addDays(today, CLASS_MINIMUM_RULE.promptDays + 1);
    expect(needsMinimumDecision({ ...short, date: later }, today)).toBe(false);
    expect(needsMinimumDecision({ ...short, date: addDays(today, -1) }, today)).toBe(false);
  });

  it('does not ask once the minimum is reached, confirmed, absent, or the class cancelled', () => {
    expect(needsMinimumDecision({ ...short, enrolled: 4 }, today)).toBe(false);
    expect(needsMinimumDecision({ ...short, minPlacesConfirmed: true }, today)).toBe(false);
    expect(needsMinimumDecision({ ...short, minPlaces: null }, today)).toBe(false);
    expect(needsMinimumDecision({ ...short, status: 'cancelled' }, today)).toBe(false);
  });
});
