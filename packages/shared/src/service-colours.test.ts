import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_COLOR, SERVICE_PALETTE, serviceColours } from './services.ts';

describe('serviceColours: a colour per service (issue 27)', () => {
  it('keeps a chosen colour and gives services on the default distinct palette colours', () => {
    const colours = serviceColours([
      { id: 'c', color: DEFAULT_SERVICE_COLOR },
      { id: 'a', color: DEFAULT_SERVICE_COLOR },
      { id: 'b', color: '#DB2777' },
    ]);
    expect(colours.get('b')).toBe('#db2777');
    // By id, skipping the pink another service chose: a then c.
    expect(colours.get('a')).toBe(SERVICE_PALETTE[0]);
    expect(colours.get('c')).toBe(SERVICE_PALETTE[2]);
    expect(new Set(colours.values()).size).toBe(3);
  });

  it('gives the same answer whatever order the catalogue comes in', () => {
    const list = [
      { id: '2', color: DEFAULT_SERVICE_COLOR },
      { id: '1', color: DEFAULT_SERVICE_COLOR },
    ];
    expect([...serviceColours(list)].sort()).toEqual(
      [...serviceColours([...list].reverse())].sort(),
    );
  });
});
