// Réglages › Site web, en français (mêmes clés que websiteEn).
import type { Shape } from '../shape.js';
import type { websiteEn } from './website.en.js';

export const websiteFr: Shape<typeof websiteEn> = {
  title: 'Site web',
};
