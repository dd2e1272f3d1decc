// The floor plan layout screens, loaded together (the list links to the editor and back).
export { FloorLayoutsScreen } from './floor-layouts-screen.js';
export { FloorEditorScreen } from './floor-editor-screen.js';
