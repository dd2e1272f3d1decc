// The drawer forms of the menus page: a menu (name, description, the shifts it is served in, the
// service that offers it, switched on or not) and a category or sub-category (name, description,
// shown or hidden). Each validates with the shared zod schema before sending, shows the server's
// field reasons on the fields, and keeps the edit when the call fails.
import { Alert, Button, Drawer, Group, MultiSelect, Select, Stack, Switch, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createMenuCategorySchema,
  createMenuSchema,
  createMenuSubCategorySchema,
  ORDER_SERVICES,
  type Menu,
  type MenuCategory,
  type MenuSubCategory,
  type OrderService,
} from '../../../src-shared/schemas/menu.js';
import { callApi } from '../../data/call.js';
import { useEntityForm } from '../../kit/use-entity-form.js';
import { useFormSave } from './form-save.js';
import { LongText } from '../../kit/long-text.js';

interface DrawerShellProps {
  title: string;
  size?: string;
  error: string | null;
  saving: boolean;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A right-hand drawer holding one form: its error line, its fields, Cancel and the submit button. */
export function DrawerShell({
  title,
  size,
  error,
  saving,
  submitLabel,
  onClose,
  onSubmit,
  children,
}: DrawerShellProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened
      onClose={onClose}
      title={title}
      position="right"
      size={size}
      closeButtonProps={{ 'aria-label': t('menus.drawer.close') }}
    >
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="sm">
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('menus.drawer.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}

const menuFormSchema = createMenuSchema.pick({
  name: true,
  description: true,
  shift_ids: true,
  service: true,
  is_active: true,
});

type MenuValues = {
  name: string;
  description: string;
  shift_ids: string[];
  service: OrderService | null;
  is_active: boolean;
};

export function MenuDrawer({
  menu,
  shifts,
  onClose,
  onSaved,
}: {
  menu: Menu | null;
  shifts: readonly { id: string; name: string }[];
  onClose: () => void;
  onSaved: (menu: Menu) => void;
}) {
  const { t } = useTranslation();
  const form = useEntityForm<MenuValues>(menuFormSchema, {
    name: menu?.name ?? '',
    description: menu?.description ?? '',
    shift_ids: menu?.shift_ids ?? [],
    service: menu?.service ?? null,
    is_active: menu?.is_active ?? true,
  });
  const { error, saving, save } = useFormSave<Menu>(form.setErrors);
  const submit = form.onSubmit((values) =>
    save(
      menu
        ? callApi('menus.menuUpdate', { params: { id: menu.id }, body: values })
        : callApi('menus.menuCreate', { body: values }),
      t(menu ? 'menus.failed.updateMenu' : 'menus.failed.addMenu'),
      onSaved,
    ),
  );
  return (
    <DrawerShell
      title={menu ? t('menus.drawer.editMenu', { name: menu.name }) : t('menus.drawer.newMenu')}
      error={error}
      saving={saving}
      submitLabel={t(menu ? 'menus.drawer.saveMenu' : 'menus.drawer.createMenu')}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput label={t('menus.drawer.menuName')} required {...form.getInputProps('name')} />
      <LongText label={t('menus.drawer.description')} {...form.getInputProps('description')} />
      <MultiSelect
        label={t('menus.drawer.shifts')}
        description={t('menus.drawer.shiftsHint')}
        data={shifts.map((s) => ({ value: s.id, label: s.name }))}
        clearable
        {...form.getInputProps('shift_ids')}
      />
      <Select
        label={t('menus.drawer.service')}
        description={t('menus.drawer.serviceHint')}
        data={ORDER_SERVICES.map((s) => ({ value: s, label: t(`menus.services.${s}`) }))}
        clearable
        {...form.getInputProps('service')}
      />
      <Switch label={t('menus.drawer.active')} {...form.getInputProps('is_active', { type: 'checkbox' })} />
    </DrawerShell>
  );
}

export type SectionLevel = 'category' | 'subCategory';
type Section = MenuCategory | MenuSubCategory;

const sectionSchemas = {
  category: createMenuCategorySchema.pick({ name: true, description: true }),
  subCategory: createMenuSubCategorySchema.pick({ name: true, description: true }),
};

type SectionValues = {
  name: string;
  description: string;
  active: boolean;
};

/** The call a section form sends: create under its parent, or update the section. */
function saveSection(level: SectionLevel, section: Section | null, parentId: string, values: SectionValues) {
  const body = { name: values.name, description: values.description, status: values.active ? 1 : 0 } as const;
  if (level === 'category')
    return section
      ? callApi('menus.categoryUpdate', { params: { id: section.id }, body })
      : callApi('menus.categoryCreate', { body: { ...body, menu_Id: parentId } });
  return section
    ? callApi('menus.subCategoryUpdate', { params: { id: section.id }, body })
    : callApi('menus.subCategoryCreate', { body: { ...body, menu_Category_id: parentId } });
}

const sectionFailure = (level: SectionLevel, editing: boolean) =>
  level === 'category'
    ? editing
      ? 'menus.failed.updateCategory'
      : 'menus.failed.addCategory'
    : editing
      ? 'menus.failed.updateSubCategory'
      : 'menus.failed.addCategory';

export function SectionDrawer({
  level,
  section,
  parentId,
  parentName,
  onClose,
  onSaved,
}: {
  level: SectionLevel;
  section: Section | null;
  /** The menu (for a category) or the category (for a sub-category) a new one goes in. */
  parentId: string;
  parentName: string;
  onClose: () => void;
  onSaved: (section: Section) => void;
}) {
  const { t } = useTranslation();
  const form = useEntityForm<SectionValues>(sectionSchemas[level], {
    name: section?.name ?? '',
    description: section?.description ?? '',
    active: section ? section.status === 1 : true,
  });
  const { error, saving, save } = useFormSave<Section>(form.setErrors);
  const submit = form.onSubmit((values) =>
    save(saveSection(level, section, parentId, values), t(sectionFailure(level, section !== null)), onSaved),
  );
  return (
    <DrawerShell
      title={
        section
          ? t(`menus.drawer.edit.${level}`, { name: section.name })
          : t(`menus.drawer.new.${level}`, { parent: parentName })
      }
      error={error}
      saving={saving}
      submitLabel={section ? t(`menus.drawer.save.${level}`) : t(`menus.drawer.create.${level}`)}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput label={t(`menus.drawer.name.${level}`)} required {...form.getInputProps('name')} />
      <LongText label={t('menus.drawer.description')} {...form.getInputProps('description')} />
      <Switch label={t('menus.drawer.shown')} {...form.getInputProps('active', { type: 'checkbox' })} />
    </DrawerShell>
  );
}
