import { describe, expect, it } from 'vitest';
import { foldText, searchTopics, type SearchableTopic } from './help-search.js';
import { helpTopics } from './help-topics.js';

const topic = (slug: string, title: string, keywords: string[], text: string): SearchableTopic => ({
  slug,
  title,
  keywords,
  text,
});

const TOPICS = [
  topic('body', 'Zeta', [], 'the grid shows each table'),
  topic('keyword', 'Alpha', ['grid'], 'rows and blocks'),
  topic('title', 'Moving on the Grid', [], 'drag a block'),
  topic('french', 'Travailler pendant une panne', ['réseau', 'Hors ligne'], 'Déplacer une réservation'),
];

describe('foldText', () => {
  it('drops case, accents and punctuation', () => {
    expect(foldText('  Réservation — HORS-LIGNE! ')).toBe('reservation hors ligne');
  });
});

describe('searchTopics', () => {
  it('ranks title over keywords over body', () => {
    expect(searchTopics(TOPICS, 'grid').map((t) => t.slug)).toEqual(['title', 'keyword', 'body']);
  });

  it('ignores case and accents both ways', () => {
    expect(searchTopics(TOPICS, 'PANNE').map((t) => t.slug)).toEqual(['french']);
    expect(searchTopics(TOPICS, 'reseau').map((t) => t.slug)).toEqual(['french']);
    expect(searchTopics(TOPICS, 'déplacer réservation').map((t) => t.slug)).toEqual(['french']);
  });

  it('needs every word, and finds nothing for an empty query', () => {
    expect(searchTopics(TOPICS, 'grid drag').map((t) => t.slug)).toEqual(['title']);
    expect(searchTopics(TOPICS, 'grid nowhere')).toEqual([]);
    expect(searchTopics(TOPICS, '  ')).toEqual([]);
  });
});

describe('searching the real topics', () => {
  it('"outage" and "panne" find the outage topic first, in English and French', () => {
    for (const language of ['en', 'fr'])
      for (const query of ['outage', 'panne', 'Hors-ligne'])
        expect(searchTopics(helpTopics(language), query)[0]?.slug, `${language}: ${query}`).toBe(
          'working-through-an-outage',
        );
  });

  it('"walk-in" and "sans reservation" find the walk-in topic first', () => {
    expect(searchTopics(helpTopics('en'), 'walk-in')[0]?.slug).toBe('seating-a-walk-in');
    expect(searchTopics(helpTopics('fr'), 'sans reservation')[0]?.slug).toBe('seating-a-walk-in');
  });
});
