// Le centre d'aide (/help, /HelpTopic) et le lien d'aide de la console, français.
import type { Shape } from '../shape.js';
import type { helpEn } from './help.en.js';

export const helpFr: Shape<typeof helpEn> = {
  title: "Centre d'aide",
  subtitle: 'Comment utiliser la console, pas à pas.',
  offline:
    "L'aide fait partie de la console : chaque sujet est sur ce terminal, il s'ouvre donc aussi pendant une panne d'internet.",
  search: "Rechercher dans l'aide",
  searchHint: 'Essayez « sans réservation » ou « panne »',
  results_one: '{{count}} sujet correspond à « {{query}} »',
  results_other: '{{count}} sujets correspondent à « {{query}} »',
  noMatch: 'Aucun sujet ne correspond à « {{query}} ».',
  areas: {
    'host-stand': "Le poste d'accueil",
    offline: 'Travailler hors ligne',
  },
  back: "Retour au centre d'aide",
  notFound: "Il n'y a pas de sujet d'aide « {{topic}} ».",
  link: 'Aide',
  linkFor: 'Aide pour {{screen}}',
};
