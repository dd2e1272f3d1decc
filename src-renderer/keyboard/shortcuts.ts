// The console's keyboard shortcuts as data (the help overlay lists these) and the pure matcher
// from a key event to a command. Nothing fires while staff type in a field.
export type ShortcutCommand =
  'newReservation' | 'search' | 'previousDay' | 'nextDay' | 'seatSelected' | 'help';

export const SHORTCUTS: readonly { keys: string[]; command: ShortcutCommand; description: string }[] = [
  { keys: ['N'], command: 'newReservation', description: 'New reservation' },
  { keys: ['/', 'Ctrl+K'], command: 'search', description: 'Search reservations and clients' },
  { keys: ['[', 'Alt+←'], command: 'previousDay', description: 'Previous day' },
  { keys: [']', 'Alt+→'], command: 'nextDay', description: 'Next day' },
  { keys: ['S'], command: 'seatSelected', description: 'Seat the selected reservation' },
  { keys: ['?'], command: 'help', description: 'Show these shortcuts' },
];

export interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/** Inputs that take no typed text: a shortcut pressed while one has focus still counts. */
const NON_TEXT_INPUTS = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/** True when the event comes from somewhere text is typed. */
export function isTypingTarget(
  target: {
    tagName?: string;
    type?: string;
    isContentEditable?: boolean;
    getAttribute?: (name: string) => string | null;
  } | null,
): boolean {
  if (!target) return false;
  const tag = (target.tagName ?? '').toUpperCase();
  if (tag === 'INPUT') return !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (target.isContentEditable) return true;
  return target.getAttribute?.('role') === 'textbox';
}

/** Ctrl+K is the shell's own search hotkey, so it is not matched here. */
export function commandFor(event: KeyLike): ShortcutCommand | null {
  if (event.ctrlKey || event.metaKey) return null;
  if (event.altKey) {
    if (event.key === 'ArrowLeft') return 'previousDay';
    if (event.key === 'ArrowRight') return 'nextDay';
    return null;
  }
  switch (event.key) {
    case 'n':
    case 'N':
      return 'newReservation';
    case '/':
      return 'search';
    case '[':
      return 'previousDay';
    case ']':
      return 'nextDay';
    case 's':
    case 'S':
      return 'seatSelected';
    case '?':
      return 'help';
    default:
      return null;
  }
}
