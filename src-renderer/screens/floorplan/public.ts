// What other screen areas may use of the floor plan area: the floor's drawing (stage, scene,
// palette, transform, hit test), which the layout editor draws with too.
export { tableAtScreen, FloorStage, useFloorScene, useWheelZoom, type Stage } from './floor-canvas.js';
export { SELECTED } from './floor-palette.js';
export type { SceneElement, SceneState, SceneTable } from './floor-scene.js';
export { tablesBounds } from './floor-hit-test.js';
export {
  fitBounds,
  panBy,
  screenToWorld,
  worldToScreen,
  type FloorTransform,
  type Point,
} from './floor-transform.js';
