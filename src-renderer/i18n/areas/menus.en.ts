// Settings › Menus and Products: menus, modifier groups, products and the product import, English.
export const menusEn = {};
