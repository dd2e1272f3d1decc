// Menus, their categories and sub-categories, products and modifier groups (spec §7 /menus,
// /menu-categories, /menu-subcategories, /food-items, /modifier-groups) declared as entities. Their
// contracts are in menu-calls.ts and product-calls.ts under the `menus.` call names; terminals keep
// a copy of each for order entry offline.
import { defineEntity, pickCalls } from '../entities/define-entity.js';
import { MENU_CALLS } from './menu-calls.js';

export const menuEntity = defineEntity({
  key: 'menu',
  noun: 'menu',
  plural: 'menus',
  mirror: 'menus',
  callPrefix: 'menus',
  calls: pickCalls(MENU_CALLS, [
    'menusByRestaurant',
    'menusActive',
    'menusByShift',
    'menuGet',
    'menuCreate',
    'menuUpdate',
    'menuDelete',
    'menuAddProduct',
    'menuEditProduct',
    'menuRemoveProduct',
    'menuUpdateStock',
  ]),
});

export const menuCategoryEntity = defineEntity({
  key: 'menuCategory',
  noun: 'menu category',
  plural: 'menu categories',
  mirror: 'menu_categories',
  callPrefix: 'menus',
  calls: pickCalls(MENU_CALLS, [
    'categoriesByMenu',
    'categoriesByMenuWithSubCategories',
    'categoryGet',
    'categoryGetWithSubCategories',
    'categoryCreate',
    'categoryCreateWithSubCategories',
    'categoryUpdate',
    'categoryUpdateWithSubCategories',
    'categoryDelete',
  ]),
});

export const menuSubCategoryEntity = defineEntity({
  key: 'menuSubCategory',
  noun: 'menu sub-category',
  plural: 'menu sub-categories',
  mirror: 'menu_sub_categories',
  callPrefix: 'menus',
  calls: pickCalls(MENU_CALLS, [
    'subCategoriesByCategory',
    'subCategoryGet',
    'subCategoryCreate',
    'subCategoryUpdate',
    'subCategoryDelete',
  ]),
});

export const productEntity = defineEntity({
  key: 'product',
  noun: 'product',
  plural: 'products',
  mirror: 'products',
  callPrefix: 'menus',
  calls: pickCalls(MENU_CALLS, [
    'productsByRestaurant',
    'productsByCategory',
    'productGet',
    'productCreate',
    'productUpdate',
    'productStatus',
    'productDelete',
    'productsBulkCreate',
    'productsImportPreview',
    'productsImport',
    'productsImportJob',
    'productsGlobalUpdate',
    'productImageUpload',
    'productImageDelete',
  ]),
});

export const modifierGroupEntity = defineEntity({
  key: 'modifierGroup',
  noun: 'modifier group',
  plural: 'modifier groups',
  mirror: 'modifier_groups',
  callPrefix: 'menus',
  calls: pickCalls(MENU_CALLS, [
    'modifierGroupsAll',
    'modifierGroupGet',
    'modifierGroupCreate',
    'modifierGroupUpdate',
    'modifierGroupDelete',
  ]),
});

export const MENU_ENTITIES = [
  menuEntity,
  menuCategoryEntity,
  menuSubCategoryEntity,
  productEntity,
  modifierGroupEntity,
] as const;
