// The Markdown the help topics use, and only that: `##`/`###` headings, paragraphs, `-` and `1.`
// lists, **bold**, *italic*, `code` and [links](href). Text is escaped before any markup is made,
// and the result goes through sanitize-html (a fixed list of tags; links to http(s), mailto or a
// path of this console only), so a topic can never put a script or a `javascript:` link on screen.
import sanitizeHtml from 'sanitize-html';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One line's inline markup, on text escaped first (code spans keep their content as written). */
function inline(text: string): string {
  const codes: string[] = [];
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, (_, code: string) => `\uE000${codes.push(code) - 1}\uE000`)
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '<a href="$2">$1</a>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^\w*])[*_]([^*_]+)[*_](?![\w*])/g, '$1<em>$2</em>')
    .replace(/\uE000(\d+)\uE000/g, (_, i: string) => `<code>${codes[Number(i)] ?? ''}</code>`);
}

const LIST_ITEM = /^\s*(?:([-*])|(\d+)\.)\s+(.*)$/;

/** Markdown to HTML, unsanitized: use `topicHtml`. Exported for its tests. */
export function markdownToHtml(markdown: string): string {
  const out: string[] = [];
  let paragraph: string[] = [];
  let list: { tag: 'ul' | 'ol'; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) out.push(`<p>${inline(paragraph.join(' '))}</p>`);
    paragraph = [];
    if (list)
      out.push(`<${list.tag}>${list.items.map((i) => `<li>${inline(i)}</li>`).join('')}</${list.tag}>`);
    list = null;
  };
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const item = LIST_ITEM.exec(line);
    if (!line.trim()) flush();
    else if (heading) {
      flush();
      // The topic's title is the page's h1: a `#` heading is an h2 too.
      const level = Math.max(2, (heading[1] ?? '').length);
      out.push(`<h${level}>${inline(heading[2] ?? '')}</h${level}>`);
    } else if (item) {
      const tag = item[1] ? 'ul' : 'ol';
      if (paragraph.length || (list && list.tag !== tag)) flush();
      list ??= { tag, items: [] };
      list.items.push(item[3] ?? '');
    } else if (list && /^\s+\S/.test(line)) {
      // A continuation line of the last list item.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return out.join('\n');
}

/** The HTML a topic may show: its Markdown converted, then cleaned. */
export function topicHtml(markdown: string): string {
  return sanitizeHtml(markdownToHtml(markdown), {
    allowedTags: ['h2', 'h3', 'h4', 'h5', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'code', 'a'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
  });
}
