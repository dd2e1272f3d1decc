// Utilisateurs, rôles, profil et écrans d’administration de la plateforme, en français.
import type { Shape } from '../shape.js';
import type { adminEn } from './admin.en.js';

export const adminFr: Shape<typeof adminEn> = {};
