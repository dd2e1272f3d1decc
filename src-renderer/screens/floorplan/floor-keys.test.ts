import { describe, expect, it } from 'vitest';
import { stageKeyAction } from './floor-keys.js';
import { rovingTarget } from './floor-table-list.js';

describe('floor plan keyboard path', () => {
  it('Enter, Space or ↓ on the plan go to the table list; + − 0 zoom and fit; other keys pass', () => {
    const keys = ['Enter', ' ', 'ArrowDown', '+', '-', '0', 's', 'Tab'];
    expect(keys.map(stageKeyAction)).toEqual([
      'tables',
      'tables',
      'tables',
      'zoom-in',
      'zoom-out',
      'fit',
      null,
      null,
    ]);
  });

  it('arrow keys move through the tables and wrap; Home and End jump', () => {
    expect(rovingTarget('ArrowDown', 0, 3)).toBe(1);
    expect(rovingTarget('ArrowRight', 2, 3)).toBe(0);
    expect(rovingTarget('ArrowUp', 0, 3)).toBe(2);
    expect(rovingTarget('Home', 2, 3)).toBe(0);
    expect(rovingTarget('End', 0, 3)).toBe(2);
    expect(rovingTarget('Enter', 1, 3)).toBeNull();
    expect(rovingTarget('ArrowDown', 0, 0)).toBeNull();
  });
});
