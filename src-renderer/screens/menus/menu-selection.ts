// The menu screens' selection (spec §2 menu screens, §4 lists): a menu, one of its categories and
// one of that category's sub-categories. Pure functions of the state, so the rules are tested
// without a screen: selecting the selected item again deselects it; selecting a category clears
// the sub-category (and a menu its category); a reload keeps what is still there; a delete drops
// the item from the list and from the selection.

export interface MenuSelection {
  menuId: string | null;
  categoryId: string | null;
  subCategoryId: string | null;
}

export const NO_SELECTION: MenuSelection = { menuId: null, categoryId: null, subCategoryId: null };

export type MenuLevel = 'menu' | 'category' | 'subCategory';

export function selectMenu(selection: MenuSelection, menuId: string): MenuSelection {
  if (selection.menuId === menuId) return NO_SELECTION;
  return { menuId, categoryId: null, subCategoryId: null };
}

export function selectCategory(selection: MenuSelection, categoryId: string): MenuSelection {
  if (selection.categoryId === categoryId) return { ...selection, categoryId: null, subCategoryId: null };
  return { ...selection, categoryId, subCategoryId: null };
}

export function selectSubCategory(selection: MenuSelection, subCategoryId: string): MenuSelection {
  if (selection.subCategoryId === subCategoryId) return { ...selection, subCategoryId: null };
  return { ...selection, subCategoryId };
}

export interface MenuLists {
  menus: readonly { id: string }[];
  categories: readonly { id: string; menu_Id: string }[];
  subCategories: readonly { id: string; menu_Category_id: string }[];
}

/**
 * After a reload (spec §4): each level stays selected while it is still in its list under the level
 * above; the first level that is gone clears itself and everything under it.
 */
export function reconcileSelection(selection: MenuSelection, lists: MenuLists): MenuSelection {
  const menuId =
    selection.menuId && lists.menus.some((m) => m.id === selection.menuId) ? selection.menuId : null;
  if (!menuId) return NO_SELECTION;
  const categoryId =
    selection.categoryId &&
    lists.categories.some((c) => c.id === selection.categoryId && c.menu_Id === menuId)
      ? selection.categoryId
      : null;
  if (!categoryId) return { menuId, categoryId: null, subCategoryId: null };
  const subCategoryId =
    selection.subCategoryId &&
    lists.subCategories.some((s) => s.id === selection.subCategoryId && s.menu_Category_id === categoryId)
      ? selection.subCategoryId
      : null;
  return { menuId, categoryId, subCategoryId };
}

/** A deleted item leaves the selection, and so does everything selected under it. */
export function deselectDeleted(selection: MenuSelection, level: MenuLevel, id: string): MenuSelection {
  if (level === 'menu' && selection.menuId === id) return NO_SELECTION;
  if (level === 'category' && selection.categoryId === id)
    return { ...selection, categoryId: null, subCategoryId: null };
  if (level === 'subCategory' && selection.subCategoryId === id) return { ...selection, subCategoryId: null };
  return selection;
}

/** A deleted item leaves its list (spec §4: deletes remove from lists and selections). */
export function withoutDeleted<T extends { id: string }>(list: readonly T[], id: string): T[] {
  return list.filter((item) => item.id !== id);
}

/** The products a selection shows: the menu's, narrowed to the selected category and sub-category. */
export function productsInSelection<
  P extends { menu_Id: string | null; category: string | null; menu_Sub_Category_id: string | null },
>(products: readonly P[], selection: MenuSelection): P[] {
  if (!selection.menuId) return [...products];
  return products.filter(
    (p) =>
      p.menu_Id === selection.menuId &&
      (!selection.categoryId || p.category === selection.categoryId) &&
      (!selection.subCategoryId || p.menu_Sub_Category_id === selection.subCategoryId),
  );
}
