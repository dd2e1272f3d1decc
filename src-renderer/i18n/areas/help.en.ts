// The help centre (/help, /HelpTopic) and the console's help link, English.
export const helpEn = {
  title: 'Help centre',
  subtitle: 'How to run the console, step by step.',
  offline:
    'Help is part of the console: every topic is on this terminal, so it opens during an internet outage too.',
  search: 'Search help',
  searchHint: 'Try “walk-in” or “outage”',
  results_one: '{{count}} topic matches “{{query}}”',
  results_other: '{{count}} topics match “{{query}}”',
  noMatch: 'No topic matches “{{query}}”.',
  areas: {
    'host-stand': 'The host stand',
    offline: 'Working offline',
  },
  back: 'Back to the help centre',
  notFound: 'There is no help topic “{{topic}}”.',
  link: 'Help',
  linkFor: 'Help for {{screen}}',
};
