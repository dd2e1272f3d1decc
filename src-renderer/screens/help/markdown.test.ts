import { describe, expect, it } from 'vitest';
import { markdownToHtml, topicHtml } from './markdown.js';

describe('markdownToHtml', () => {
  it('turns headings (h2 at most, under the page h1), paragraphs and both kinds of list into HTML', () => {
    const md = '# Steps\n\nFirst line\nsame paragraph.\n\n1. One\n2. Two\n   continued\n\n- a\n- b';
    expect(markdownToHtml(md)).toBe(
      [
        '<h2>Steps</h2>',
        '<p>First line same paragraph.</p>',
        '<ol><li>One</li><li>Two continued</li></ol>',
        '<ul><li>a</li><li>b</li></ul>',
      ].join('\n'),
    );
  });

  it('marks bold, italic, inline code and links; code keeps its stars', () => {
    expect(markdownToHtml('**Bold**, *it* and _it_, `a*b*c`, [Grid](/HelpTopic?topic=grid)')).toBe(
      '<p><strong>Bold</strong>, <em>it</em> and <em>it</em>, <code>a*b*c</code>, <a href="/HelpTopic?topic=grid">Grid</a></p>',
    );
  });

  it('leaves snake_case words alone and escapes HTML in text', () => {
    expect(markdownToHtml('table_combination_id <b>x</b> & co')).toBe(
      '<p>table_combination_id &lt;b&gt;x&lt;/b&gt; &amp; co</p>',
    );
  });
});

describe('topicHtml', () => {
  it('never lets a script, an event handler or a javascript: link through', () => {
    const html = topicHtml(
      '<script>alert(1)</script>\n\n[click](javascript:alert(1)) <img src=x onerror=alert(1)>\n\n[ok](https://example.com)',
    );
    // Raw HTML in a topic is shown as text, never as elements.
    expect(html).not.toMatch(/<(script|img)\b/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/href="javascript/i);
    expect(html).toContain('<a href="https://example.com">ok</a>');
    expect(html).toContain('<a>click</a>');
  });

  it('keeps the tags topics use and links within the console', () => {
    expect(topicHtml('## Steps\n\n1. Open **Grid**: see [help](/help)')).toBe(
      '<h2>Steps</h2>\n<ol><li>Open <strong>Grid</strong>: see <a href="/help">help</a></li></ol>',
    );
  });
});
