// Paramètres › Menus et produits : menus, groupes d’options, produits et import, en français.
import type { Shape } from '../shape.js';
import type { menusEn } from './menus.en.js';

export const menusFr: Shape<typeof menusEn> = {};
