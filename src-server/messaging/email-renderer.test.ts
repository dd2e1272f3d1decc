// The renderer every guest email and every console preview goes through: a hostile template body
// loses its script, event handlers and javascript: links, and guest input stays text.
import { describe, expect, it } from 'vitest';
import { smsSegments } from '../../src-shared/messaging/sms-segments.js';
import { DEFAULT_EMAIL_SHELL, renderEmail, renderSms } from './email-renderer.js';
import { sanitizeTemplateHtml } from './sanitize-template.js';

const venue = { email_header_bg_color: 'custom', button_link_color: 'custom' } as const;

const HOSTILE = [
  '<p>Dear {{guest_name}}</p>',
  '<script>alert(1)</script>',
  '<p onclick="steal()">x</p><img src="https://cdn.test/a.png" onerror="steal()" alt="a">',
  '<a href="javascript:alert(2)">bad</a> <a href="JaVaScRiPt:alert(3)">bad2</a>',
  '<a href="{{feedback_link}}">Feedback</a>',
  '<iframe src="https://evil.test"></iframe><style>body{display:none}</style>',
].join('');

function expectNoActiveContent(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<iframe/i);
  // An event-handler attribute, outside quoted values (an escaped guest value may spell one as text).
  expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/alert\(/);
}

describe('template sanitizing', () => {
  it('stores a body without <script>, event-handler attributes or javascript: links, keeping placeholders', () => {
    const clean = sanitizeTemplateHtml(HOSTILE);
    expectNoActiveContent(clean);
    expect(clean).toContain('<p>Dear {{guest_name}}</p>');
    expect(clean).toContain('<a href="{{feedback_link}}">Feedback</a>');
    expect(clean).toContain('<img src="https://cdn.test/a.png" alt="a" />');
    expect(clean).not.toContain('display:none');
  });

  it('renders (and so previews) such a body without them, and escapes guest input', async () => {
    const email = await renderEmail(
      { subject: 'For {{guest_name}}', body: HOSTILE },
      {
        guest_name: '<img src=x onerror="pwn()">Ann',
        restaurant_name: 'Harbour <b>Bistro</b>',
        feedback_link: 'javascript:alert(4)',
      },
      DEFAULT_EMAIL_SHELL,
      venue,
    );
    expectNoActiveContent(email.html);
    expect(email.html).toContain('Dear &lt;img src=x onerror=&quot;pwn()&quot;&gt;Ann');
    expect(email.html).toContain('Harbour &lt;b&gt;Bistro&lt;/b&gt;');
    expect(email.html).toContain('<a href="">Feedback</a>');
    // Subjects are plain text headers: the value goes in as written.
    expect(email.subject).toBe('For <img src=x onerror="pwn()">Ann');
    expect(email.html).toContain('max-width:600px');
  });

  it('puts the shell around the body: header colour, header height, custom CSS that cannot close its style', async () => {
    const email = await renderEmail(
      { subject: 'S', body: '<p>Body</p>' },
      { restaurant_name: 'Quay' },
      {
        headerBgColor: '#112233',
        buttonColor: '#445566',
        logoUrl: '',
        headerHeight: 200,
        customCss: '.x{color:red}</style><script>bad()</script>',
      },
      venue,
    );
    expect(email.html).toContain('#112233');
    expect(email.html).toContain('color: #445566');
    // CSS holding a `<` is not CSS: the whole of it is left out (a save refuses it, custom-css.ts).
    expect(email.html).not.toContain('.x{color:red}');
    expectNoActiveContent(email.html);
  });
});

describe('SMS rendering', () => {
  it('fills placeholders as text and counts segments', () => {
    expect(renderSms('Hi {{guest_name}} ', { guest_name: 'Ann & <Bo>' })).toBe('Hi Ann & <Bo>');
    expect(smsSegments('')).toBe(0);
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments('€'.repeat(81))).toBe(2);
    expect(smsSegments('😀'.repeat(35))).toBe(1);
    expect(smsSegments('ü'.repeat(160) + 'ł')).toBe(3);
  });
});

describe('custom email CSS', () => {
  it('renders a stored shell whose CSS steps out of the style block without that CSS', async () => {
    const customCss = 'p{color:red}</mj-style><mj-raw><img src=x onerror="alert(1)"></mj-raw><mj-style>';
    const email = await renderEmail(
      { subject: 'Hi', body: '<p>Hello</p>' },
      { guest_name: 'Ada' },
      { ...DEFAULT_EMAIL_SHELL, customCss },
      venue,
    );
    expectNoActiveContent(email.html);
    expect(email.html).not.toContain('color:red');
  });
  it('keeps plain custom CSS', async () => {
    const email = await renderEmail(
      { subject: 'Hi', body: '<p>Hello</p>' },
      { guest_name: 'Ada' },
      { ...DEFAULT_EMAIL_SHELL, customCss: '.venue-body h1 { color: #123456; }' },
      venue,
    );
    expect(email.html).toContain('#123456');
  });
});
