// A help topic file: a small front-matter block between `---` lines (`key: value`, lists written
// `a, b, c`) over its Markdown body. Pure, so the topic tests read the files the renderer bundles.

export interface TopicMeta {
  title: string;
  area: string;
  summary: string;
  /** The console screen ids (screen-table.ts) this topic documents. */
  screens: string[];
  keywords: string[];
}

export interface ParsedTopic {
  meta: TopicMeta;
  body: string;
}

const REQUIRED = ['title', 'area', 'summary'] as const;
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Splits a topic file into its front-matter and body; `source` names the file in errors. */
export function parseTopic(text: string, source: string): ParsedTopic {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) throw new Error(`${source}: no front-matter (a block between --- lines) at the top`);
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`${source}: front-matter line "${line}" is not "key: value"`);
    fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  for (const key of REQUIRED) if (!fields.get(key)) throw new Error(`${source}: front-matter lacks "${key}"`);
  return {
    meta: {
      title: fields.get('title') ?? '',
      area: fields.get('area') ?? '',
      summary: fields.get('summary') ?? '',
      screens: list(fields.get('screens')),
      keywords: list(fields.get('keywords')),
    },
    body: text.slice(match[0].length),
  };
}
