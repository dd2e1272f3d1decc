import { describe, expect, it } from 'vitest';
import { bookingLink, embedSnippet, widgetPageLink, widgetScriptLink } from './booking-link.js';

describe('the booking page link and the embed snippet', () => {
  const url = bookingLink('https://api.example/', 'harbour-bistro');
  const script = widgetScriptLink('https://api.example', 'harbour-bistro');

  it('opens the booking page, or the event page for the event widget', () => {
    expect(widgetPageLink(url, 'reservation')).toBe('https://api.example/book/harbour-bistro');
    expect(widgetPageLink(url, 'waitlist')).toBe('https://api.example/book/harbour-bistro');
    expect(widgetPageLink(url, 'event')).toBe('https://api.example/book/harbour-bistro/event');
  });

  it('embeds the script on the same origin, naming the event widget when it is the one', () => {
    expect(embedSnippet(script, 'reservation')).toBe(
      '<script src="https://api.example/widget/harbour-bistro.js" async></script>',
    );
    expect(embedSnippet(script, 'event')).toBe(
      '<script src="https://api.example/widget/harbour-bistro.js" data-widget="event" async></script>',
    );
  });
});
