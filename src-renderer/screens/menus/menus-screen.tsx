// Products (/products, spec §2): menus → categories → sub-categories → products. The selection
// follows the §2/§4 rules (menu-selection.ts): pressing the selected item again deselects it,
// choosing a category clears the sub-category, a reload keeps what is still there and a delete
// takes the item out of its list and the selection. Menus can be narrowed to a shift; the menus
// the active shift serves now are marked. Products show their price with tax in the venue
// currency and can be switched off or 86'd here.
import { Button, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { IpcResult } from '../../../src-shared/ipc/channels.js';
import type { Menu, MenuCategory, MenuSubCategory } from '../../../src-shared/schemas/menu.js';
import type { Product } from '../../../src-shared/schemas/product.js';
import { callApi, useCallData } from '../../data/call.js';
import { LoadFailure } from '../../kit/load-failure.js';
import { PageFrame } from '../../pages/page-frame.js';
import { consolePrefix } from '../../shell/console-paths.js';
import { useData } from '../../data/use-data.js';
import { useCan } from '../../session/use-permissions.js';
import { useVenueCurrency } from '../../kit/venue-currency.js';
import { screenHref } from '../screen-table.js';
import { MenuDrawer, SectionDrawer, type SectionLevel } from './menu-drawers.js';
import { NoticeLine, useNotice } from './menu-notice.js';
import {
  deselectDeleted,
  NO_SELECTION,
  productsInSelection,
  reconcileSelection,
  selectCategory,
  selectMenu,
  selectSubCategory,
  withoutDeleted,
  type MenuLevel,
  type MenuSelection,
} from './menu-selection.js';
import { ProductLinks, ProductTable } from './product-table.js';
import { ConfirmDelete } from './row-actions.js';
import { SelectColumn } from './select-column.js';

type Editing =
  | { level: 'menu'; menu: Menu | null }
  | {
      level: SectionLevel;
      section: MenuCategory | MenuSubCategory | null;
      parentId: string;
      parentName: string;
    };

interface Deleting {
  level: MenuLevel | 'product';
  id: string;
  name: string;
}

/** Each delete's §8 failure text; its confirmation (what goes with it) is menus.screen.confirm.<level>. */
const DELETE_FAILURES = {
  menu: 'menus.failed.deleteMenu',
  category: 'menus.failed.deleteCategory',
  subCategory: 'menus.failed.deleteSubCategory',
  product: 'menus.failed.deleteItem',
} as const;

/** A saved product page comes back here with its success text. */
function noticeFrom(state: unknown): string | undefined {
  const text = (state as { notice?: unknown } | null)?.notice;
  return typeof text === 'string' ? text : undefined;
}

function deleteCall(level: Deleting['level'], id: string): Promise<IpcResult<{ id: string }>> {
  const args = { params: { id } };
  if (level === 'menu') return callApi('menus.menuDelete', args);
  if (level === 'category') return callApi('menus.categoryDelete', args);
  if (level === 'subCategory') return callApi('menus.subCategoryDelete', args);
  return callApi('menus.productDelete', args);
}

export function MenusScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const prefix = consolePrefix(location.pathname);
  const canManage = useCan('menus.manage');
  const canStock = useCan('menus.stock');
  const { format } = useVenueCurrency();
  const { notice, setNotice, run } = useNotice(noticeFrom(location.state));
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  const [shiftId, setShiftId] = useState<string | null>(null);
  const [selection, setSelection] = useState<MenuSelection>(NO_SELECTION);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [adding, setAdding] = useState<string[]>([]);

  const shifts = useCallData('shift.listByRestaurant', {}, 'shifts');
  const active = useCallData('menus.menusActive', {}, String(version));
  const menus = useData(
    () =>
      shiftId
        ? callApi('menus.menusByShift', { params: { shiftId } })
        : callApi('menus.menusByRestaurant', {}),
    `menus:${shiftId ?? 'all'}:${version}`,
    [],
  );
  const menuId = selection.menuId;
  const detail = useData(
    () =>
      menuId
        ? callApi('menus.menuGet', { params: { id: menuId } })
        : Promise.resolve({ ok: true as const, value: null }),
    `menu:${menuId ?? ''}:${version}`,
    [],
  );
  const products = useCallData('menus.productsByRestaurant', {}, String(version));

  const menuList = useMemo(() => menus.data ?? [], [menus.data]);
  const here = detail.data && detail.data.id === menuId ? detail.data : null;
  const categories = useMemo(() => here?.menu_Categories ?? [], [here]);
  const subCategories = useMemo(() => categories.flatMap((c) => c.menu_Sub_Categories), [categories]);

  // A reload keeps the selection still present (spec §4); a level is judged once its list is here.
  useEffect(() => {
    if (!menus.data) return;
    setSelection((s) => {
      if (here) return reconcileSelection(s, { menus: menuList, categories, subCategories });
      return s.menuId && !menuList.some((m) => m.id === s.menuId) ? NO_SELECTION : s;
    });
  }, [menus.data, menuList, here, categories, subCategories]);

  const category = categories.find((c) => c.id === selection.categoryId) ?? null;
  const subCategoriesHere = category?.menu_Sub_Categories ?? [];
  const shown = productsInSelection(products.data ?? [], selection);
  const activeIds = new Set((active.data?.menus ?? []).map((m) => m.id));
  const names = new Map<string, string>([
    ...menuList.map((m) => [m.id, m.name] as const),
    ...categories.map((c) => [c.id, c.name] as const),
    ...subCategories.map((s) => [s.id, s.name] as const),
  ]);
  const placeOf = (p: Product) =>
    [p.menu_Id, p.category, p.menu_Sub_Category_id]
      .filter((id): id is string => id !== null)
      .map((id) => names.get(id))
      .filter((name): name is string => name !== undefined)
      .join(' › ') || t('menus.screen.notOnMenu');
  const addable = (products.data ?? []).filter((p) => p.menu_Id !== menuId);

  const afterDelete = (level: Deleting['level'], id: string) => {
    if (level === 'menu') menus.update((list) => withoutDeleted(list, id));
    if (level === 'product') products.update((list) => withoutDeleted(list, id));
    else setSelection((s) => deselectDeleted(s, level, id));
    reload();
  };

  const confirmDelete = async (d: Deleting) => {
    setDeleting(null);
    const done = await run(
      deleteCall(d.level, d.id),
      t(DELETE_FAILURES[d.level]),
      t('menus.deleted', { name: d.name }),
    );
    if (done) afterDelete(d.level, d.id);
  };

  const changeProduct = async (change: Promise<IpcResult<Product>>, failure: string, text: string) => {
    const saved = await run(change, failure, text);
    if (saved) products.update((list) => list.map((x) => (x.id === saved.id ? saved : x)));
  };

  const addToCategory = async () => {
    if (!menuId || !category) return;
    let added = 0;
    for (const productId of adding) {
      const result = await callApi('menus.menuAddProduct', {
        params: { id: menuId },
        body: { product_id: productId, category: category.id, menu_Sub_Category_id: selection.subCategoryId },
      });
      if (!result.ok) {
        setNotice({
          ok: false,
          text: t('menus.screen.addFailed', {
            error: result.error.message,
            added,
            total: adding.length,
          }),
        });
        reload();
        return;
      }
      added += 1;
    }
    setNotice({ ok: true, text: t('menus.screen.added') });
    setAdding([]);
    reload();
  };

  const sectionOf = (level: SectionLevel, id: string) =>
    level === 'category' ? categories.find((c) => c.id === id) : subCategories.find((s) => s.id === id);
  const sectionItems = (list: readonly (MenuCategory | MenuSubCategory)[]) =>
    list.map((s) => ({
      id: s.id,
      name: s.name,
      badges: s.status === 1 ? [] : [{ label: t('menus.screen.hidden'), color: 'gray' }],
    }));
  /** A new section goes in its parent (the selected menu or category): none while none is. */
  const addSection = (level: SectionLevel, parent: { id: string; name: string } | null) =>
    parent
      ? () => setEditing({ level, section: null, parentId: parent.id, parentName: parent.name })
      : undefined;
  const editSection = (level: SectionLevel, parentId: string) => (id: string) =>
    setEditing({ level, section: sectionOf(level, id) ?? null, parentId, parentName: '' });
  const deleteOf = (level: MenuLevel) => (id: string) =>
    setDeleting({ level, id, name: names.get(id) ?? '' });
  /** A category or sub-category column's list and its add, edit and delete under its parent. */
  const sectionColumn = (
    level: SectionLevel,
    list: readonly (MenuCategory | MenuSubCategory)[],
    parent: { id: string; name: string } | null,
    parentId: string,
  ) => ({
    noun: level,
    items: sectionItems(list),
    canManage,
    onAdd: addSection(level, parent),
    onEdit: editSection(level, parentId),
    onDelete: deleteOf(level),
  });

  return (
    <PageFrame
      title={t('menus.screen.title')}
      subtitle={t('menus.screen.subtitle')}
      actions={
        <Group gap="sm">
          <ProductLinks prefix={prefix} />
          {canManage && (
            <Button size="xs" component={Link} to={screenHref(prefix, 'productsCreate')}>
              {t('menus.screen.newProduct')}
            </Button>
          )}
        </Group>
      }
    >
      <Stack gap="md">
        <NoticeLine notice={notice} onClose={() => setNotice(null)} />
        <LoadFailure title={t('menus.failed.fetchMenus')} error={menus.error} />
        <LoadFailure title={t('menus.failed.fetchCategories')} error={detail.error} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <SelectColumn
            title={t('menus.screen.menus')}
            noun="menu"
            items={menuList.map((m) => ({
              id: m.id,
              name: m.name,
              badges: [
                ...(activeIds.has(m.id) ? [{ label: t('menus.screen.servingNow'), color: 'teal' }] : []),
                ...(m.is_active ? [] : [{ label: t('menus.screen.off'), color: 'gray' }]),
              ],
            }))}
            selectedId={selection.menuId}
            onSelect={(id) => setSelection((s) => selectMenu(s, id))}
            empty={
              menus.loading
                ? t('menus.screen.loadingMenus')
                : shiftId
                  ? t('menus.screen.noMenuInShift')
                  : t('menus.screen.noMenus')
            }
            canManage={canManage}
            onAdd={() => setEditing({ level: 'menu', menu: null })}
            onEdit={(id) => setEditing({ level: 'menu', menu: menuList.find((m) => m.id === id) ?? null })}
            onDelete={deleteOf('menu')}
            filter={
              shifts.data && shifts.data.length > 0 ? (
                <Select
                  label={t('menus.screen.shift')}
                  placeholder={t('menus.screen.allShifts')}
                  size="xs"
                  mb="xs"
                  clearable
                  data={shifts.data.map((s) => ({ value: s.id, label: s.name }))}
                  value={shiftId}
                  onChange={setShiftId}
                />
              ) : undefined
            }
          />
          <SelectColumn
            title={t('menus.screen.categories')}
            {...sectionColumn('category', categories, here, menuId ?? '')}
            selectedId={selection.categoryId}
            onSelect={(id) => setSelection((s) => selectCategory(s, id))}
            empty={
              menuId
                ? detail.loading
                  ? t('menus.screen.loading')
                  : t('menus.screen.noCategories')
                : t('menus.screen.chooseMenu')
            }
          />
          <SelectColumn
            title={t('menus.screen.subCategories')}
            {...sectionColumn('subCategory', subCategoriesHere, category, category?.id ?? '')}
            selectedId={selection.subCategoryId}
            onSelect={(id) => setSelection((s) => selectSubCategory(s, id))}
            empty={category ? t('menus.screen.noSubCategories') : t('menus.screen.chooseCategory')}
          />
        </SimpleGrid>

        <Paper withBorder p="sm" radius="md" component="section" aria-label={t('menus.screen.selection')}>
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h5">
              {menuId
                ? t('menus.screen.productsOf', {
                    place: placeOf({
                      menu_Id: menuId,
                      category: selection.categoryId,
                      menu_Sub_Category_id: selection.subCategoryId,
                    } as Product),
                  })
                : t('menus.screen.allProducts')}
            </Title>
            {canManage && category && (
              <Group gap="xs" align="flex-end">
                <MultiSelect
                  label={t('menus.screen.addTo', { name: category.name })}
                  placeholder={t('menus.screen.chooseProducts')}
                  size="xs"
                  searchable
                  data={addable.map((p) => ({ value: p.id, label: p.name }))}
                  value={adding}
                  onChange={setAdding}
                  w={260}
                />
                <Button size="xs" disabled={adding.length === 0} onClick={() => void addToCategory()}>
                  {t('menus.screen.add')}
                </Button>
              </Group>
            )}
          </Group>
          <LoadFailure title={t('menus.failed.fetchProduct')} error={products.error} />
          <ProductTable
            products={shown}
            prefix={prefix}
            format={format}
            placeOf={placeOf}
            canManage={canManage}
            canStock={canStock}
            onStatus={(p, offered) =>
              void changeProduct(
                callApi('menus.productStatus', { params: { id: p.id }, body: { status: offered ? 1 : 0 } }),
                t('menus.failed.updateStatus'),
                t(offered ? 'menus.screen.offered' : 'menus.screen.withdrawn', { name: p.name }),
              )
            }
            onEightySix={(p, out) =>
              void changeProduct(
                callApi('menus.menuUpdateStock', { params: { id: p.id }, body: { out_of_stock: out } }),
                t('menus.failed.updateStock'),
                t(out ? 'menus.screen.eightySixed' : 'menus.screen.backInStock', { name: p.name }),
              )
            }
            onDelete={(p) => setDeleting({ level: 'product', id: p.id, name: p.name })}
          />
        </Paper>
      </Stack>

      {editing?.level === 'menu' && (
        <MenuDrawer
          menu={editing.menu}
          shifts={shifts.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={(m) => {
            setEditing(null);
            setNotice({ ok: true, text: t('menus.screen.menuSaved', { name: m.name }) });
            reload();
          }}
        />
      )}
      {editing && editing.level !== 'menu' && (
        <SectionDrawer
          level={editing.level}
          section={editing.section}
          parentId={editing.parentId}
          parentName={editing.parentName}
          onClose={() => setEditing(null)}
          onSaved={(s) => {
            setEditing(null);
            setNotice({ ok: true, text: t('menus.saved', { name: s.name }) });
            reload();
          }}
        />
      )}
      <ConfirmDelete
        title={t('menus.screen.confirmTitle')}
        opened={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      >
        {deleting && t(`menus.screen.confirm.${deleting.level}`, { name: deleting.name })}
      </ConfirmDelete>
    </PageFrame>
  );
}
