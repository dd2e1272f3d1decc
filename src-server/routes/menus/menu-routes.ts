// Menus, categories and sub-categories (spec §7), registered from the shared contracts.
import type { FastifyPluginAsync } from 'fastify';
import { activeMenus } from '../../../src-shared/domain/menu-availability.js';
import { MENU_CALLS as C } from '../../../src-shared/menus/menu-calls.js';
import { instantToVenueLocal } from '../../../src-shared/time.js';
import { shiftCrud } from '../../catalogue/shift-service.js';
import {
  categoriesOfMenu,
  categoriesWithSubCategories,
  categoryCrud,
  categoryWithSubCategories,
  createCategoryWithSubCategories,
  createSubCategory,
  menuCrud,
  menuDetail,
  subCategoriesOfCategory,
  subCategoryCrud,
  updateCategoryWithSubCategories,
} from '../../menus/menu-service.js';
import {
  addProductToMenu,
  editProductOnMenu,
  removeProductFromMenu,
  updateStock,
} from '../../menus/product-service.js';
import { byId, idAndPatch, routeTable } from '../../resources/route-helper.js';
import { restaurantTimeZone } from '../../reservations/reservation-view.js';
import type { RouteDeps } from '../route-deps.js';

export function menuRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    const { db } = deps;
    const route = routeTable(app, ['menus'], deps);

    route(C.menusByRestaurant, async ({ restaurantId }) => ({ data: await menuCrud.list(db, restaurantId) }));
    route(C.menusActive, async ({ restaurantId }) => {
      const [menus, shifts, zone] = await Promise.all([
        menuCrud.list(db, restaurantId),
        shiftCrud.list(db, restaurantId),
        restaurantTimeZone(db, restaurantId),
      ]);
      const now = instantToVenueLocal(new Date(), zone).time;
      const active = activeMenus(menus, shifts, now);
      return {
        data: {
          shift_id: active.shift?.id ?? null,
          shift_name: active.shift?.name ?? null,
          menus: active.menus,
        },
        message: active.shift ? `Menus of ${active.shift.name} at ${now}` : `Menus at ${now}`,
      };
    });
    route(C.menusByShift, async ({ restaurantId, params }) => {
      await shiftCrud.row(db, restaurantId, params.shiftId);
      const menus = await menuCrud.list(db, restaurantId);
      return {
        data: menus.filter((m) => m.shift_ids.length === 0 || m.shift_ids.includes(params.shiftId)),
      };
    });
    route(C.menuGet, async ({ restaurantId, params }) => ({
      data: await menuDetail(db, restaurantId, params.id),
    }));
    route.write(
      C.menuCreate,
      menuCrud.create,
      ({ body }) => body,
      (m) => `Menu ${m.name} created`,
    );
    route.write(C.menuUpdate, menuCrud.update, idAndPatch, (m) => `Menu ${m.name} updated`);
    route.write(C.menuDelete, menuCrud.remove, byId, 'Menu deleted');
    route.write(
      C.menuAddProduct,
      addProductToMenu,
      ({ params, body }) => ({ menuId: params.id, placement: body }),
      (p) => `${p.name} added to the menu`,
    );
    route.write(
      C.menuEditProduct,
      editProductOnMenu,
      ({ params, body }) => ({ menuId: params.id, productId: params.productId, patch: body }),
      (p) => `${p.name} updated on the menu`,
    );
    route.write(
      C.menuRemoveProduct,
      removeProductFromMenu,
      ({ params }) => ({ menuId: params.id, productId: params.productId }),
      (p) => `${p.name} removed from the menu`,
    );
    route.write(
      C.menuUpdateStock,
      updateStock,
      ({ params, body }) => ({ id: params.id, stock: body }),
      (p) =>
        p.out_of_stock
          ? `${p.name} is out of stock (86)`
          : p.stock_quantity === null
            ? `${p.name} is in stock`
            : `${p.name}: ${p.stock_quantity} left`,
    );

    const categories = routeTable(app, ['menu categories'], deps);
    categories(C.categoriesByMenu, async ({ restaurantId, params }) => ({
      data: await categoriesOfMenu(db, restaurantId, params.menuId),
    }));
    categories(C.categoriesByMenuWithSubCategories, async ({ restaurantId, params }) => ({
      data: await categoriesWithSubCategories(db, restaurantId, params.menuId),
    }));
    categories(C.categoryGet, async ({ restaurantId, params }) => ({
      data: await categoryCrud.get(db, restaurantId, params.id),
    }));
    categories(C.categoryGetWithSubCategories, async ({ restaurantId, params }) => ({
      data: await categoryWithSubCategories(db, restaurantId, params.id),
    }));
    categories.write(
      C.categoryCreate,
      categoryCrud.create,
      ({ body }) => body,
      (c) => `Category ${c.name} created`,
    );
    categories.write(
      C.categoryCreateWithSubCategories,
      createCategoryWithSubCategories,
      ({ body }) => body,
      (c) => `Category ${c.name} created with ${c.menu_Sub_Categories.length} sub-categories`,
    );
    categories.write(C.categoryUpdate, categoryCrud.update, idAndPatch, (c) => `Category ${c.name} updated`);
    categories.write(
      C.categoryUpdateWithSubCategories,
      updateCategoryWithSubCategories,
      idAndPatch,
      (c) => `Category ${c.name} updated with ${c.menu_Sub_Categories.length} sub-categories`,
    );
    categories.write(C.categoryDelete, categoryCrud.remove, byId, 'Category deleted');
    categories(C.subCategoriesByCategory, async ({ restaurantId, params }) => ({
      data: await subCategoriesOfCategory(db, restaurantId, params.categoryId),
    }));
    categories(C.subCategoryGet, async ({ restaurantId, params }) => ({
      data: await subCategoryCrud.get(db, restaurantId, params.id),
    }));
    categories.write(
      C.subCategoryCreate,
      createSubCategory,
      ({ body }) => body,
      (s) => `Sub-category ${s.name} created`,
    );
    categories.write(
      C.subCategoryUpdate,
      subCategoryCrud.update,
      idAndPatch,
      (s) => `Sub-category ${s.name} updated`,
    );
    categories.write(C.subCategoryDelete, subCategoryCrud.remove, byId, 'Sub-category deleted');
  };
}
