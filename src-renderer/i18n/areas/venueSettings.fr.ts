// Paramètres › Général › Établissement : les quatre groupes de réglages, en français.
import type { Shape } from '../shape.js';
import type { venueSettingsEn } from './venueSettings.en.js';

export const venueSettingsFr: Shape<typeof venueSettingsEn> = {};
