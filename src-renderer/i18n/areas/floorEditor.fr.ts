// Paramètres › Plan de salle : l’éditeur de plan et les vérifications de combinaisons, en français.
import type { Shape } from '../shape.js';
import type { floorEditorEn } from './floorEditor.en.js';

export const floorEditorFr: Shape<typeof floorEditorEn> = {};
