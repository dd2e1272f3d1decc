// The global search opens with Ctrl+K (Cmd+K on macOS); the label is shown in its title and trigger.
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export const SEARCH_HOTKEY = 'mod+K';
export const SEARCH_SHORTCUT_LABEL = isMac ? '⌘K' : 'Ctrl+K';
