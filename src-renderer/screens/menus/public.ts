// What other screen areas may use of the menus area: choosing a menu and category (the checkout).
export { NO_SELECTION, productsInSelection, selectCategory, selectMenu } from './menu-selection.js';
