import { describe, expect, it } from 'vitest';
import { escapeHtml, placeholdersIn, renderPlaceholders, safeUrl } from './placeholders.js';
import { PLACEHOLDERS } from './template-types.js';

describe('placeholder rendering', () => {
  it('knows the 22 placeholders of the spec, and our request link', () => {
    expect(PLACEHOLDERS).toHaveLength(23);
    expect(new Set(PLACEHOLDERS).size).toBe(23);
    expect(PLACEHOLDERS.at(-1)).toBe('request_link');
  });

  it('escapes guest input in HTML so a name or request cannot add markup or script', () => {
    const html = renderPlaceholders(
      '<p>Dear {{guest_name}}, you asked: {{special_requests}}</p>',
      {
        guest_name: '<script>alert("x")</script>',
        special_requests: `<img src=x onerror="steal()"> & 'quotes' \`tick\``,
      },
      'html',
    );
    expect(html).toBe(
      '<p>Dear &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;, you asked: &lt;img src=x onerror=&quot;steal()&quot;&gt; &amp; &#39;quotes&#39; &#96;tick&#96;</p>',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
  });

  it('keeps only http(s) URLs in link placeholders, escaped for an attribute', () => {
    const template = '<a href="{{modification_link}}">x</a><a href="{{feedback_link}}">y</a>';
    const html = renderPlaceholders(
      template,
      { modification_link: 'javascript:alert(1)', feedback_link: 'https://v.test/f?a=1&b="2"' },
      'html',
    );
    expect(html).toBe('<a href="">x</a><a href="https://v.test/f?a=1&amp;b=&quot;2&quot;">y</a>');
    expect(safeUrl(' data:text/html,x')).toBe('');
    expect(safeUrl('HTTPS://ok.test')).toBe('HTTPS://ok.test');
  });

  it('puts values in as they are in text mode (subjects, SMS)', () => {
    expect(
      renderPlaceholders(
        'Table for {{party_size}}, {{guest_name}}',
        { party_size: '2', guest_name: 'Ann & <Bo>' },
        'text',
      ),
    ).toBe('Table for 2, Ann & <Bo>');
  });

  it('leaves an unknown name as written and renders a known one without a value empty', () => {
    expect(
      renderPlaceholders(
        '{{guest_nmae}}|{{ table_number }}|{{seating_area}}',
        { table_number: 'T4' },
        'text',
      ),
    ).toBe('{{guest_nmae}}|T4|');
  });

  it('lists the placeholders a template uses, once each, in order', () => {
    expect(placeholdersIn('{{guest_name}} {{reservation_date}} {{guest_name}} {{nope}}')).toEqual([
      'guest_name',
      'reservation_date',
    ]);
  });

  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`&<>"'\``)).toBe('&amp;&lt;&gt;&quot;&#39;&#96;');
  });
});
