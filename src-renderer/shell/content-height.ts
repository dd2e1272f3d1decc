// The height a page has below the console header. A screen that fills the window (grid, floorplan,
// floor editor) sizes itself with this instead of 100vh, so it ends at the window's bottom edge
// rather than a header's height below it. The console layout sets the variable on its content column.

/** How tall the console header row is (the content column starts below it). */
export const CONSOLE_HEADER_HEIGHT = 48;

/** The CSS variable the content column sets: the window's height less the header's, if one shows. */
export const CONTENT_HEIGHT_VAR = '--console-content-height';

/** The height of the content column, as a CSS length (100vh where no layout sets it). */
export const CONTENT_HEIGHT = `var(${CONTENT_HEIGHT_VAR}, 100vh)`;
