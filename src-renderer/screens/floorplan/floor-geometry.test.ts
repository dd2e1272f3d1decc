import { describe, expect, it } from 'vitest';
import { containsPoint, hitTest, tablesBounds, type PlacedTable } from './floor-hit-test.js';
import {
  fitBounds,
  MAX_SCALE,
  screenToWorld,
  textResolution,
  worldToScreen,
  zoomAt,
} from './floor-transform.js';

describe('floor transforms', () => {
  it('round-trips screen and world points under zoom and pan', () => {
    const t = { scale: 1.5, x: 40, y: -20 };
    const world = { x: 100, y: 200 };
    expect(worldToScreen(t, world)).toEqual({ x: 190, y: 280 });
    expect(screenToWorld(t, worldToScreen(t, world))).toEqual(world);
  });

  it('zooms about the pointer and clamps the scale', () => {
    const t = { scale: 1, x: 0, y: 0 };
    const anchor = { x: 300, y: 150 };
    const z = zoomAt(t, anchor, 2);
    expect(z.scale).toBe(2);
    expect(screenToWorld(z, anchor)).toEqual(screenToWorld(t, anchor));
    expect(zoomAt({ scale: 3, x: 0, y: 0 }, anchor, 10).scale).toBe(MAX_SCALE);
  });

  it('fits bounds into the viewport centred', () => {
    const t = fitBounds({ minX: 0, minY: 0, maxX: 100, maxY: 50 }, { width: 264, height: 264 }, 32);
    expect(t.scale).toBe(2);
    expect(worldToScreen(t, { x: 50, y: 25 })).toEqual({ x: 132, y: 132 });
  });

  it('raises text resolution with zoom so labels stay sharp', () => {
    expect(textResolution(1, 1)).toBe(1);
    expect(textResolution(1.2, 1)).toBe(1.5);
    expect(textResolution(3, 2)).toBe(6);
    expect(textResolution(4, 3)).toBe(8);
    expect(textResolution(0.25, 1)).toBe(1);
  });
});

describe('hit testing', () => {
  const square: PlacedTable = {
    id: 'sq',
    x: 0,
    y: 0,
    width: 100,
    height: 20,
    rotation: 0,
    shape: 'rectangle',
  };
  const round: PlacedTable = { id: 'rd', x: 200, y: 0, width: 60, height: 60, rotation: 0, shape: 'round' };

  it('hits rectangles inside their box and misses outside', () => {
    expect(containsPoint(square, { x: 95, y: 10 })).toBe(true);
    expect(containsPoint(square, { x: 105, y: 10 })).toBe(false);
  });

  it('rotates the box about its centre', () => {
    const turned = { ...square, rotation: 90 };
    expect(containsPoint(turned, { x: 50, y: 50 })).toBe(true);
    expect(containsPoint(turned, { x: 95, y: 10 })).toBe(false);
  });

  it('hits round tables as circles (not their corners) and prefers the topmost', () => {
    expect(hitTest([square, round], { x: 230, y: 30 })?.id).toBe('rd');
    expect(hitTest([square, round], { x: 203, y: 3 })).toBeNull();
    const over = { ...round, id: 'top', x: 210 };
    expect(hitTest([round, over], { x: 240, y: 30 })?.id).toBe('top');
  });

  it('bounds every table', () => {
    expect(tablesBounds([])).toBeNull();
    const b = tablesBounds([square]);
    expect(b?.minX).toBeLessThan(0);
    expect(b?.maxX).toBeGreaterThan(100);
  });
});
