import { describe, expect, it } from 'vitest';
import type { MenuLists } from './menu-selection.js';
import * as selection from './menu-selection.js';

const lists: MenuLists = {
  menus: [{ id: 'm1' }, { id: 'm2' }],
  categories: [
    { id: 'c1', menu_Id: 'm1' },
    { id: 'c2', menu_Id: 'm1' },
    { id: 'c3', menu_Id: 'm2' },
  ],
  subCategories: [
    { id: 's1', menu_Category_id: 'c1' },
    { id: 's2', menu_Category_id: 'c2' },
  ],
};
const full = { menuId: 'm1', categoryId: 'c1', subCategoryId: 's1' };

describe('menu selection (spec §2, §4)', () => {
  it('selecting the same item again deselects it', () => {
    expect(selection.selectMenu(selection.selectMenu(selection.NO_SELECTION, 'm1'), 'm1')).toEqual(
      selection.NO_SELECTION,
    );
    expect(selection.selectCategory(full, 'c1')).toEqual({
      menuId: 'm1',
      categoryId: null,
      subCategoryId: null,
    });
    expect(selection.selectSubCategory(full, 's1')).toEqual({ ...full, subCategoryId: null });
  });

  it('selecting a category clears the sub-category, a menu clears both', () => {
    expect(selection.selectCategory(full, 'c2')).toEqual({
      menuId: 'm1',
      categoryId: 'c2',
      subCategoryId: null,
    });
    expect(selection.selectMenu(full, 'm2')).toEqual({ menuId: 'm2', categoryId: null, subCategoryId: null });
    expect(selection.selectSubCategory({ ...full, subCategoryId: null }, 's1')).toEqual(full);
  });

  it('a reload keeps a selection that is still present and drops what is gone, with what is under it', () => {
    expect(selection.reconcileSelection(full, lists)).toEqual(full);
    expect(selection.reconcileSelection(full, { ...lists, subCategories: [] })).toEqual({
      ...full,
      subCategoryId: null,
    });
    expect(selection.reconcileSelection(full, { ...lists, categories: lists.categories.slice(1) })).toEqual({
      menuId: 'm1',
      categoryId: null,
      subCategoryId: null,
    });
    expect(selection.reconcileSelection(full, { ...lists, menus: [{ id: 'm2' }] })).toEqual(
      selection.NO_SELECTION,
    );
    // A category that moved to another menu no longer belongs to this selection.
    expect(
      selection.reconcileSelection(full, { ...lists, categories: [{ id: 'c1', menu_Id: 'm2' }] }).categoryId,
    ).toBeNull();
  });

  it('a delete removes the item from its list and from the selection', () => {
    expect(selection.withoutDeleted(lists.menus, 'm1')).toEqual([{ id: 'm2' }]);
    expect(selection.deselectDeleted(full, 'category', 'c1')).toEqual({
      menuId: 'm1',
      categoryId: null,
      subCategoryId: null,
    });
    expect(selection.deselectDeleted(full, 'subCategory', 's1')).toEqual({ ...full, subCategoryId: null });
    expect(selection.deselectDeleted(full, 'menu', 'm1')).toEqual(selection.NO_SELECTION);
    expect(selection.deselectDeleted(full, 'category', 'c2')).toBe(full);
  });

  it('narrows the products to the selection', () => {
    const products = [
      { id: 'a', menu_Id: 'm1', category: 'c1', menu_Sub_Category_id: 's1' },
      { id: 'b', menu_Id: 'm1', category: 'c1', menu_Sub_Category_id: null },
      { id: 'c', menu_Id: 'm1', category: 'c2', menu_Sub_Category_id: null },
      { id: 'd', menu_Id: null, category: null, menu_Sub_Category_id: null },
    ];
    expect(selection.productsInSelection(products, selection.NO_SELECTION).map((p) => p.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(
      selection.productsInSelection(products, { ...full, subCategoryId: null }).map((p) => p.id),
    ).toEqual(['a', 'b']);
    expect(selection.productsInSelection(products, full).map((p) => p.id)).toEqual(['a']);
  });
});
