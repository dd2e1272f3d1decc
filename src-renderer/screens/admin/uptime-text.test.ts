import { describe, expect, it } from 'vitest';
import { uptimeText } from './uptime-text.js';

describe('uptime text', () => {
  it.each([
    [0, '0 s'],
    [59, '59 s'],
    [60, '1 min'],
    [3_599, '59 min'],
    [3_600, '1 h 0 min'],
    [93_784, '1 d 2 h 3 min'],
  ])('%i s reads %s', (seconds, text) => expect(uptimeText(seconds)).toBe(text));
});
