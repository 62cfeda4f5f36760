import { describe, expect, it } from 'vitest';
import { TRAINER_COLOURS, nextTrainerColour, trainerInitials } from './trainer-colours.ts';

describe('a colour per trainer (decision 0140)', () => {
  it('gives the first free colour of the palette', () => {
    expect(nextTrainerColour([])).toBe('blue');
    expect(nextTrainerColour(['blue', 'orange'])).toBe('green');
  });

  it('goes round the palette again when every colour is taken', () => {
    expect(nextTrainerColour([...TRAINER_COLOURS])).toBe('blue');
    expect(nextTrainerColour([...TRAINER_COLOURS, 'blue'])).toBe('green');
  });

  it('names a trainer by initials', () => {
    expect(trainerInitials('Lucía Pérez Gil')).toBe('LG');
    expect(trainerInitials('eva')).toBe('E');
    expect(trainerInitials('  ')).toBe('?');
  });
});
