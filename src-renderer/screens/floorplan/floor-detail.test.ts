import { describe, expect, it } from 'vitest';
import { inView, labelDetail, tableReach } from './floor-detail.js';

describe('labelDetail', () => {
  it('hides labels that would be unreadable on screen, the smaller line first', () => {
    expect(labelDetail(1)).toEqual({ name: true, detail: true });
    expect(labelDetail(0.6)).toEqual({ name: true, detail: false });
    expect(labelDetail(0.3)).toEqual({ name: false, detail: false });
  });
});

describe('inView', () => {
  const view = { width: 1280, height: 720 };
  const identity = { scale: 1, x: 0, y: 0 };
  it('keeps tables that overlap the viewport, edges included', () => {
    expect(inView(100, 100, 40, identity, view)).toBe(true);
    expect(inView(-30, 100, 40, identity, view)).toBe(true);
    expect(inView(1310, 700, 40, identity, view)).toBe(true);
  });
  it('culls tables wholly outside, after pan and zoom', () => {
    expect(inView(-50, 100, 40, identity, view)).toBe(false);
    expect(inView(100, 800, 40, identity, view)).toBe(false);
    expect(inView(2000, 100, 40, { scale: 0.5, x: 0, y: 0 }, view)).toBe(true);
    expect(inView(100, 100, 40, { scale: 2, x: -1000, y: 0 }, view)).toBe(false);
  });
  it('reaches round the rotated corners of a table', () => {
    expect(tableReach(60, 80)).toBeCloseTo(56);
  });
});
