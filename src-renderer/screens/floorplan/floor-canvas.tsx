// The PixiJS canvas (WebGL through @pixi/react's <Application>): draws the layout's tables in their
// live colours. Zoom (wheel, buttons), pan (drag the background) and click-to-select are handled on
// the host element with the pure transform and hit-test functions, so they behave the same in tests.
// The console's Content-Security-Policy (src-main/security/csp.ts) has no 'unsafe-eval', and Pixi's
// WebGL renderer builds its uniform/shader sync functions with `new Function` unless this module
// installs the eval-free versions: without it `app.init()` rejects (an unhandled rejection inside
// @pixi/react, not a console error), the renderer never exists and the canvas stays empty. It must
// be imported before the Application initialises.
import 'pixi.js/unsafe-eval';
import { Application, extend, useApplication } from '@pixi/react';
import { Container, type Application as PixiApplication } from 'pixi.js';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type PointerEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import { hitTest, type PlacedTable } from './floor-hit-test.js';
import { FloorScene, type SceneElement, type SceneState, type SceneTable } from './floor-scene.js';
import { panBy, screenToWorld, zoomAt, type FloorTransform } from './floor-transform.js';

extend({ Container });

export interface FloorCanvasProps {
  tables: readonly SceneTable[];
  /** Rooms, walls and labels of the layout, drawn behind the tables. */
  elements?: readonly SceneElement[];
  states: ReadonlyMap<string, SceneState>;
  transform: FloorTransform;
  onTransform: (next: FloorTransform) => void;
  selectedId: string | null;
  hoverId: string | null;
  onSelect: (id: string | null) => void;
  hostRef: RefObject<HTMLDivElement | null>;
  /** Called once the WebGL renderer is up (tests and benchmarks wait for it). */
  onReady?: () => void;
}

const CLICK_SLOP_PX = 4;

export function tableAtScreen(
  host: HTMLElement,
  tables: readonly PlacedTable[],
  t: FloorTransform,
  clientX: number,
  clientY: number,
): PlacedTable | null {
  const rect = host.getBoundingClientRect();
  if (clientX < rect.left || clientX > rect.right || clientY < rect.top || clientY > rect.bottom) return null;
  return hitTest(tables, screenToWorld(t, { x: clientX - rect.left, y: clientY - rect.top }), 4 / t.scale);
}

/** The world container inside the stage. Only this instance's container is withdrawn on unmount: a
 * stage torn down after its replacement mounted (StrictMode, re-initialisation) must not blank the
 * live one. */
export interface Stage {
  container: Container;
  app: PixiApplication;
}

export function World({ onContainer }: { onContainer: Dispatch<SetStateAction<Stage | null>> }) {
  const { app } = useApplication();
  const mine = useRef<Container | null>(null);
  const ref = useCallback(
    (container: Container | null) => {
      const own = mine.current;
      mine.current = container;
      if (container) onContainer({ container, app });
      else if (own) onContainer((current) => (current?.container === own ? null : current));
    },
    [app, onContainer],
  );
  return <pixiContainer ref={ref} />;
}

/**
 * Draws the stage once, at the next frame, after a commit of the component that owns it. The stage
 * does not redraw on a ticker (FloorStage starts none): every change to the scene is made in an
 * effect of that component (tables, states, selection, zoom, the editor's overlay), so a draw after
 * each commit shows all of them, and a floor plan that nothing changes costs no frames. A host stand
 * left open all evening on software WebGL kept a core busy redrawing an unchanged picture 60 times a
 * second. Window resizes draw by themselves (Pixi's resize plugin).
 */
function useDrawAfterCommit(stage: Stage | null): void {
  const pending = useRef(0);
  // The stage of the latest commit: a draw asked for by an earlier one draws whichever is current.
  const latest = useRef(stage);
  useEffect(() => {
    latest.current = stage;
    if (!stage || pending.current) return;
    pending.current = requestAnimationFrame(() => {
      pending.current = 0;
      const now = latest.current;
      if (now && !now.container.destroyed && (now.app as Partial<PixiApplication>).renderer) now.app.render();
    });
  });
  useEffect(() => () => cancelAnimationFrame(pending.current), []);
}

/**
 * The FloorScene of a stage (the layout editor draws with the same scene). The scene needs the world
 * container and the renderer (for its textures); the renderer may still be initialising when the
 * container mounts, so wait a frame at a time for it. The stage is drawn after each commit of the
 * component that calls this (useDrawAfterCommit).
 */
export function useFloorScene(stage: Stage | null): FloorScene | null {
  const [scene, setScene] = useState<FloorScene | null>(null);
  useDrawAfterCommit(stage);
  useEffect(() => {
    if (!stage) return;
    let next: FloorScene | null = null;
    let frame = 0;
    const started = performance.now();
    let reported = false;
    const attempt = () => {
      const renderer = (stage.app as Partial<PixiApplication>).renderer;
      if (stage.container.destroyed) return;
      if (!renderer) {
        // @pixi/react swallows a failed init; say so instead of waiting silently on a blank canvas.
        if (!reported && performance.now() - started > 10_000) {
          reported = true;
          console.error(
            'Floorplan: the Pixi renderer has not initialised after 10 s; the floor plan cannot be drawn.',
          );
        }
        frame = requestAnimationFrame(attempt);
        return;
      }
      next = new FloorScene(stage.container, renderer, window.devicePixelRatio || 1);
      setScene(next);
    };
    attempt();
    return () => {
      cancelAnimationFrame(frame);
      const own = next;
      own?.destroy();
      setScene((current) => (current === own ? null : current));
    };
  }, [stage]);
  return scene;
}

/** Wheel zoom about the pointer; it needs a non-passive listener to keep the page from scrolling. */
export function useWheelZoom(
  hostRef: RefObject<HTMLDivElement | null>,
  transformRef: RefObject<FloorTransform>,
  onTransform: (next: FloorTransform) => void,
) {
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = host.getBoundingClientRect();
      const factor = Math.exp(-event.deltaY * 0.0015);
      onTransform(
        zoomAt(transformRef.current, { x: event.clientX - rect.left, y: event.clientY - rect.top }, factor),
      );
    };
    host.addEventListener('wheel', onWheel, { passive: false });
    return () => host.removeEventListener('wheel', onWheel);
  }, [hostRef, onTransform, transformRef]);
}

/** The WebGL stage (Pixi <Application> sized to the host) that reports its world container. It
 * draws when its owner asks (useDrawAfterCommit), not on a ticker. */
export function FloorStage({
  hostRef,
  onStage,
}: {
  hostRef: RefObject<HTMLDivElement | null>;
  onStage: Dispatch<SetStateAction<Stage | null>>;
}) {
  const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  return (
    <Application
      resizeTo={hostRef}
      autoStart={false}
      preference="webgl"
      resolution={dpr}
      autoDensity
      antialias={false}
      background={0xf8fafc}
    >
      <World onContainer={onStage} />
    </Application>
  );
}

const NO_ELEMENTS: readonly SceneElement[] = [];

export function FloorCanvas({
  tables,
  elements = NO_ELEMENTS,
  states,
  transform,
  onTransform,
  selectedId,
  hoverId,
  onSelect,
  hostRef,
  onReady,
}: FloorCanvasProps) {
  const [stage, setStage] = useState<Stage | null>(null);
  const scene = useFloorScene(stage);
  const pan = useRef<{ id: number; x: number; y: number; start: FloorTransform; moved: boolean } | null>(
    null,
  );
  const transformRef = useRef(transform);
  transformRef.current = transform;
  useEffect(() => scene?.setElements(elements), [scene, elements]);
  useEffect(() => scene?.setTables(tables), [scene, tables]);
  useEffect(() => scene?.setStates(states), [scene, states]);
  useEffect(() => scene?.setSelection(selectedId, hoverId), [scene, selectedId, hoverId, tables]);
  useEffect(() => scene?.setTransform(transform), [scene, transform]);
  useEffect(() => {
    if (scene) onReady?.();
  }, [scene, onReady]);

  useWheelZoom(hostRef, transformRef, onTransform);

  const down = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pan.current = { id: event.pointerId, x: event.clientX, y: event.clientY, start: transform, moved: false };
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    const p = pan.current;
    if (!p || p.id !== event.pointerId) return;
    const dx = event.clientX - p.x;
    const dy = event.clientY - p.y;
    if (!p.moved && Math.hypot(dx, dy) < CLICK_SLOP_PX) return;
    p.moved = true;
    onTransform(panBy(p.start, dx, dy));
  };
  const up = (event: PointerEvent<HTMLDivElement>) => {
    const p = pan.current;
    pan.current = null;
    if (!p || p.moved || !hostRef.current) return;
    onSelect(tableAtScreen(hostRef.current, tables, transform, event.clientX, event.clientY)?.id ?? null);
  };

  return (
    <div
      ref={hostRef}
      style={{
        position: 'absolute',
        inset: 0,
        cursor: pan.current?.moved ? 'grabbing' : 'grab',
        touchAction: 'none',
      }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={() => (pan.current = null)}
      data-testid="floor-canvas-host"
      aria-hidden
    >
      <FloorStage hostRef={hostRef} onStage={setStage} />
    </div>
  );
}
