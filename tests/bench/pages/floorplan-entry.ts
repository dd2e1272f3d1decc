// Bench page: the real FloorCanvas with N synthetic tables (?tables=500, or 0 for an empty stage).
// window.benchFloor.frames(n, churn) measures n frames, changing every table's live state each
// frame when churn is set, and returns the frame intervals in ms.
import { createElement, StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FloorCanvas } from '../../../src-renderer/screens/floorplan/floor-canvas.js';
import type { SceneState, SceneTable } from '../../../src-renderer/screens/floorplan/floor-scene.js';
import { LIVE_STATES } from '../../../src-renderer/screens/floorplan/table-live-status.js';
import { fitBounds } from '../../../src-renderer/screens/floorplan/floor-transform.js';
import { tablesBounds } from '../../../src-renderer/screens/floorplan/floor-hit-test.js';

declare global {
  interface Window {
    benchFloor?: { ready: boolean; frames: (n: number, churn: boolean) => Promise<number[]> };
  }
}

const count = Number(new URLSearchParams(location.search).get('tables') ?? '500');
const SHAPES = ['round', 'square', 'rectangle', 'booth', 'bar', 'oval'];
const tables: SceneTable[] = Array.from({ length: count }, (_, i) => ({
  id: `t${i}`,
  name: `T${i + 1}`,
  seats: 2 + (i % 5) * 2,
  shape: SHAPES[i % SHAPES.length] ?? 'square',
  x: (i % 25) * 110,
  y: Math.floor(i / 25) * 110,
  width: i % 3 === 2 ? 90 : 60,
  height: 60,
  rotation: (i % 4) * 15,
}));

function statesAt(frame: number): Map<string, SceneState> {
  const map = new Map<string, SceneState>();
  tables.forEach((t, i) => {
    const state = LIVE_STATES[(i + frame) % LIVE_STATES.length] ?? 'free';
    map.set(t.id, { state, timer: state === 'seated' ? (frame + i) % 120 : null });
  });
  return map;
}

function Bench() {
  const hostRef = useRef<HTMLDivElement | null>(null);
  const [states, setStates] = useState(() => statesAt(0));
  const bounds = tablesBounds(tables) ?? { minX: 0, minY: 0, maxX: 1280, maxY: 720 };
  const forced = Number(new URLSearchParams(location.search).get('scale') ?? '0');
  const [transform, setTransform] = useState(() =>
    forced > 0 ? { scale: forced, x: 0, y: 0 } : fitBounds(bounds, { width: 1280, height: 720 }),
  );
  const [ready, setReady] = useState(false);
  useEffect(() => {
    window.benchFloor = {
      ready,
      frames: (n, churn) =>
        new Promise((done) => {
          const times: number[] = [];
          let last = performance.now();
          let frame = 0;
          const tick = () => {
            const now = performance.now();
            if (frame > 0) times.push(now - last);
            last = now;
            frame += 1;
            if (churn) setStates(statesAt(frame));
            if (frame <= n) requestAnimationFrame(tick);
            else done(times);
          };
          requestAnimationFrame(tick);
        }),
    };
  }, [ready]);
  return createElement(
    'div',
    { style: { position: 'absolute', inset: 0 } },
    createElement(FloorCanvas, {
      tables,
      states,
      transform,
      onTransform: setTransform,
      selectedId: null,
      hoverId: null,
      onSelect: () => undefined,
      hostRef,
      onReady: () => setReady(true),
    }),
  );
}

const root = document.getElementById('root');
// ?strict=1 mounts under StrictMode as the app does (double effects), to check the canvas survives it.
if (root)
  createRoot(root).render(
    new URLSearchParams(location.search).has('strict')
      ? createElement(StrictMode, null, createElement(Bench))
      : createElement(Bench),
  );
