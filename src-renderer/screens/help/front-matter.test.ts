import { describe, expect, it } from 'vitest';
import { parseTopic } from './front-matter.js';

const FILE = `---
title: Seating a walk-in
area: host-stand
summary: Seat a guest: now.
screens: floorplan, reservation
keywords: walk-in, sans réservation
---

## Steps
`;

describe('parseTopic', () => {
  it('reads the fields, lists split on commas, and the body after the block', () => {
    const { meta, body } = parseTopic(FILE, 'a.md');
    expect(meta).toEqual({
      title: 'Seating a walk-in',
      area: 'host-stand',
      summary: 'Seat a guest: now.',
      screens: ['floorplan', 'reservation'],
      keywords: ['walk-in', 'sans réservation'],
    });
    expect(body).toBe('\n## Steps\n');
  });

  it('refuses a file without front-matter, a missing title or a line that is not key: value', () => {
    expect(() => parseTopic('## Steps', 'a.md')).toThrow('a.md: no front-matter');
    expect(() => parseTopic(FILE.replace(/title: .*\n/, ''), 'b.md')).toThrow(
      'b.md: front-matter lacks "title"',
    );
    expect(() => parseTopic(FILE.replace('area: host-stand', 'just words'), 'c.md')).toThrow(
      'is not "key: value"',
    );
  });

  it('gives empty lists when screens and keywords are absent', () => {
    const { meta } = parseTopic('---\ntitle: T\narea: a\nsummary: s\n---\nBody', 'd.md');
    expect(meta.screens).toEqual([]);
    expect(meta.keywords).toEqual([]);
  });
});
