// Every topic is well formed and points where the console is: the screens it names exist and name it
// back as their help, its Related links lead to topics, and it follows the ALICE shape.
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../screen-table.js';
import { helpTopics } from './help-topics.js';

const SECTIONS = {
  en: ['Roles needed', 'Things to consider', 'Steps', 'Related'],
  fr: ['Rôles nécessaires', 'À prendre en compte', 'Étapes', 'Voir aussi'],
} as const;

describe('help topics', () => {
  const english = helpTopics('en');
  const slugs = new Set(english.map((t) => t.slug));
  const ids = new Set(SCREENS.map((s) => s.id));

  it('cover the host stand and working through an outage', () => {
    expect(english.length).toBeGreaterThanOrEqual(5);
    expect(slugs).toContain('working-through-an-outage');
    expect(new Set(english.map((t) => t.area))).toEqual(new Set(['host-stand', 'offline']));
  });

  for (const language of ['en', 'fr'] as const)
    for (const topic of helpTopics(language))
      describe(`${topic.slug} (${language})`, () => {
        it('names existing screens and links only to existing topics', () => {
          for (const screen of topic.screens) expect(ids, `screen ${screen}`).toContain(screen);
          expect(topic.related.length).toBeGreaterThan(0);
          for (const slug of topic.related) expect(slugs, `related ${slug}`).toContain(slug);
        });

        it('follows Roles needed → Things to consider → Steps → Related', () => {
          const headings = [...topic.html.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1]);
          const shape =
            topic === english.find((t) => t.slug === topic.slug) ? SECTIONS.en : SECTIONS[language];
          expect(headings).toEqual(shape);
        });
      });

  it('is named by the screens it documents, and each help-linked screen names a topic that lists it', () => {
    for (const entry of SCREENS.filter((s) => s.help !== undefined)) {
      const topic = english.find((t) => t.slug === entry.help);
      expect(topic, `${entry.id} → ${entry.help}`).toBeDefined();
      expect(topic?.screens, `${entry.help} lists ${entry.id}`).toContain(entry.id);
    }
  });
});
