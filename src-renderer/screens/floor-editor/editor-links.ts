// Links between the layout list and the layout editor (their screen-table entries).
import { useLocation } from 'react-router-dom';
import { consolePrefix } from '../../shell/console-paths.js';
import { screenHref } from '../screen-table.js';

const LIST = 'settingsFloorplanFloorplanLayout';
const EDITOR = 'settingsFloorplanFloorplanLayoutCreateLayout';

/** The editor's address for a layout id (or 'new'), and the list's. */
export function useLayoutLinks() {
  const prefix = consolePrefix(useLocation().pathname);
  return {
    editor: (id: string) => screenHref(prefix, EDITOR, { params: { id } }),
    list: () => screenHref(prefix, LIST),
  };
}
