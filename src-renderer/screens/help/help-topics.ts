// The help topics: the Markdown files under help/topics/<area>/<slug>.md (English) and
// <slug>.fr.md (French, where written), bundled into the renderer at build time so that help is
// there with no server, during an outage too.
import { parseTopic, type TopicMeta } from './front-matter.js';
import { topicHtml } from './markdown.js';

export interface HelpTopic extends TopicMeta {
  slug: string;
  /** Sanitized HTML of the body. */
  html: string;
  /** The body's words without markup, for search. */
  text: string;
  /** Slugs of the topics its Related links name. */
  related: string[];
}

const FILES = import.meta.glob<string>('../../../help/topics/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A link to a topic, as topics write it: `/HelpTopic?topic=<slug>`. */
export const TOPIC_LINK = /\/HelpTopic\?topic=([\w-]+)/g;

function toTopic(path: string, source: string): { language: string; topic: HelpTopic } {
  const [, slug = '', language = 'en'] = /\/([\w-]+)(?:\.(\w+))?\.md$/.exec(path) ?? [];
  const { meta, body } = parseTopic(source, path);
  const html = topicHtml(body);
  return {
    language,
    topic: {
      ...meta,
      slug,
      html,
      text: html.replace(/<[^>]*>/g, ' ').replace(/&\w+;/g, ' '),
      related: [...body.matchAll(TOPIC_LINK)].map((m) => m[1] ?? ''),
    },
  };
}

const ALL = Object.entries(FILES).map(([path, source]) => toTopic(path, source));

/** The topics in a language (the console's), each in English where no translation exists. */
export function helpTopics(language: string): HelpTopic[] {
  const english = ALL.filter((t) => t.language === 'en').map((t) => t.topic);
  const translated = new Map(ALL.filter((t) => t.language === language).map((t) => [t.topic.slug, t.topic]));
  return english.map((topic) => translated.get(topic.slug) ?? topic);
}

/** The topics by area, areas and topics in the order of their names. */
export function topicsByArea(topics: readonly HelpTopic[]): [string, HelpTopic[]][] {
  const areas = new Map<string, HelpTopic[]>();
  for (const topic of [...topics].sort((a, b) => a.title.localeCompare(b.title)))
    areas.set(topic.area, [...(areas.get(topic.area) ?? []), topic]);
  return [...areas].sort(([a], [b]) => a.localeCompare(b));
}
