// Arrow keys through a list of links or buttons (a table's row links): ArrowDown and ArrowUp move the
// focus from one of `selector`'s elements inside the container to the next or previous one, so a list
// is walked from the keyboard without tabbing through every control of every row.
import type { KeyboardEvent } from 'react';

export function arrowFocus(selector: string) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(selector)];
    const at = items.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    const next = items[at + (event.key === 'ArrowDown' ? 1 : -1)];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
}
