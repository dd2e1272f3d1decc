// Wires the shortcuts to the console: N opens a new reservation, / opens search, [ ] and Alt+←/→
// move the shared day, S asks the reservation screen to seat the selected party, ? shows help.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { consolePrefix, reservationLink } from '../shell/console-paths.js';
import { shiftDayAtom } from '../data/day-atom.js';
import { searchOpenAtom } from '../search/search-atoms.js';
import { useSetAtom } from '../state/jotai.js';
import { seatRequestAtom, shortcutHelpOpenAtom } from './keyboard-atoms.js';
import { commandFor, isTypingTarget } from './shortcuts.js';

export function useConsoleShortcuts(enabled: boolean): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const setSearchOpen = useSetAtom(searchOpenAtom);
  const shiftDay = useSetAtom(shiftDayAtom);
  const requestSeat = useSetAtom(seatRequestAtom);
  const setHelp = useSetAtom(shortcutHelpOpenAtom);

  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || isTypingTarget(event.target as HTMLElement | null))
        return;
      // A dialog (search, a drawer, a modal) owns the keyboard while it is open.
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      const command = commandFor(event);
      if (!command) return;
      event.preventDefault();
      const prefix = consolePrefix(pathname);
      switch (command) {
        case 'newReservation':
          void navigate(reservationLink(prefix, { isNew: true }));
          break;
        case 'search':
          setSearchOpen(true);
          break;
        case 'previousDay':
          shiftDay(-1);
          break;
        case 'nextDay':
          shiftDay(1);
          break;
        case 'seatSelected':
          requestSeat((n) => n + 1);
          break;
        case 'help':
          setHelp(true);
          break;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, navigate, pathname, setSearchOpen, shiftDay, requestSeat, setHelp]);
}
