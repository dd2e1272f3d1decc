// Help search: every word typed must appear in a topic (case and accents ignored, so "panne" finds
// "Panne" and "reseau" finds "réseau"); topics rank by where the words are: title over keywords
// over body text, then by title.

export interface SearchableTopic {
  slug: string;
  title: string;
  keywords: readonly string[];
  /** The topic's text without markup. */
  text: string;
}

/** Lower case, accents dropped, runs of other characters one space. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const WEIGHT = { title: 100, keywords: 10, body: 1 } as const;

/** The topics every word of `query` is in, best first; an empty query finds none. */
export function searchTopics<T extends SearchableTopic>(topics: readonly T[], query: string): T[] {
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const scored = topics.flatMap((topic) => {
    const fields = {
      title: foldText(topic.title),
      keywords: foldText(topic.keywords.join(' ')),
      body: foldText(topic.text),
    };
    let score = 0;
    for (const word of words) {
      const best = (Object.keys(WEIGHT) as (keyof typeof WEIGHT)[]).find((f) => fields[f].includes(word));
      if (!best) return [];
      score += WEIGHT[best];
    }
    return [{ topic, score }];
  });
  return scored
    .sort((a, b) => b.score - a.score || a.topic.title.localeCompare(b.topic.title))
    .map((s) => s.topic);
}
