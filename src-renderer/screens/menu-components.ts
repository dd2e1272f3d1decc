// The menus and products screens (issue 15), loaded by the screen table as one chunk.
export { MenusScreen } from './menus/menus-screen.js';
export { ProductFormScreen } from './menus/product-form-screen.js';
export { ModifierGroupsScreen } from './menus/modifier-groups-screen.js';
export { ProductImportScreen } from './menus/product-import-screen.js';
