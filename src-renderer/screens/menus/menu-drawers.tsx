// The drawer forms of the menus page: a menu (name, description, the shifts it is served in, the
// service that offers it, switched on or not) and a category or sub-category (name, description,
// shown or hidden). Each validates with the shared zod schema before sending, shows the server's
// field reasons on the fields, and keeps the edit when the call fails.
import {
  Alert,
  Button,
  Drawer,
  Group,
  MultiSelect,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState, type ReactNode } from 'react';
import type { IpcResult } from '../../../src-shared/ipc/channels.js';
import {
  createMenuCategorySchema,
  createMenuSchema,
  createMenuSubCategorySchema,
  ORDER_SERVICE_LABELS,
  ORDER_SERVICES,
  type Menu,
  type MenuCategory,
  type MenuSubCategory,
  type OrderService,
} from '../../../src-shared/schemas/menu.js';
import { callApi } from '../../calls/call-api.js';
import { fieldErrorsOf } from '../users/call-errors.js';
import { failureNotice } from './menu-notice.js';

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
  return (
    <Drawer
      opened
      onClose={onClose}
      title={title}
      position="right"
      size={size}
      closeButtonProps={{ 'aria-label': 'Close form' }}
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
              Cancel
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

/** Sends a drawer's call: on failure the field reasons go on the form and the §8 text above it. */
function useDrawerSave<T>(setErrors: (errors: Record<string, string>) => void) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async (call: Promise<IpcResult<T>>, fallback: string, onSaved: (value: T) => void) => {
    setSaving(true);
    setError(null);
    const result = await call;
    setSaving(false);
    if (!result.ok) {
      setErrors(fieldErrorsOf(result.error));
      setError(failureNotice(fallback, result.error).text);
      return;
    }
    onSaved(result.value);
  };
  return { error, saving, save };
}

const menuFormSchema = createMenuSchema.pick({
  name: true,
  description: true,
  shift_ids: true,
  service: true,
  is_active: true,
});

interface MenuValues {
  name: string;
  description: string;
  shift_ids: string[];
  service: OrderService | null;
  is_active: boolean;
}

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
  const form = useForm<MenuValues>({
    initialValues: {
      name: menu?.name ?? '',
      description: menu?.description ?? '',
      shift_ids: menu?.shift_ids ?? [],
      service: menu?.service ?? null,
      is_active: menu?.is_active ?? true,
    },
    validate: (values) => zod4Resolver(menuFormSchema)(values as unknown as Record<string, unknown>),
  });
  const { error, saving, save } = useDrawerSave<Menu>(form.setErrors);
  const submit = form.onSubmit((values) =>
    save(
      menu
        ? callApi('menus.menuUpdate', { params: { id: menu.id }, body: values })
        : callApi('menus.menuCreate', { body: values }),
      menu ? 'Failed to update menu' : 'Failed to add menu',
      onSaved,
    ),
  );
  return (
    <DrawerShell
      title={menu ? `Edit menu ${menu.name}` : 'New menu'}
      error={error}
      saving={saving}
      submitLabel={menu ? 'Save menu' : 'Create menu'}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput label="Menu name" required {...form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
      <MultiSelect
        label="Served in shifts"
        description="None chosen: served in every shift"
        data={shifts.map((s) => ({ value: s.id, label: s.name }))}
        clearable
        {...form.getInputProps('shift_ids')}
      />
      <Select
        label="Service"
        description="Which order entry offers it; empty: every service"
        data={ORDER_SERVICES.map((s) => ({ value: s, label: ORDER_SERVICE_LABELS[s] }))}
        clearable
        {...form.getInputProps('service')}
      />
      <Switch
        label="Active (offered in its shifts)"
        {...form.getInputProps('is_active', { type: 'checkbox' })}
      />
    </DrawerShell>
  );
}

export type SectionLevel = 'category' | 'subCategory';
type Section = MenuCategory | MenuSubCategory;

const sectionSchemas = {
  category: createMenuCategorySchema.pick({ name: true, description: true }),
  subCategory: createMenuSubCategorySchema.pick({ name: true, description: true }),
};
const sectionNoun = { category: 'category', subCategory: 'sub-category' } as const;

interface SectionValues {
  name: string;
  description: string;
  active: boolean;
}

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
      ? 'Failed to update category/subcategories'
      : 'Failed to add category/subcategories'
    : editing
      ? 'Failed to update subcategory'
      : 'Failed to add category/subcategories';

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
  const noun = sectionNoun[level];
  const form = useForm<SectionValues>({
    initialValues: {
      name: section?.name ?? '',
      description: section?.description ?? '',
      active: section ? section.status === 1 : true,
    },
    validate: (values) => zod4Resolver(sectionSchemas[level])(values as unknown as Record<string, unknown>),
  });
  const { error, saving, save } = useDrawerSave<Section>(form.setErrors);
  const submit = form.onSubmit((values) =>
    save(saveSection(level, section, parentId, values), sectionFailure(level, section !== null), onSaved),
  );
  const Noun = noun[0]?.toUpperCase() + noun.slice(1);
  return (
    <DrawerShell
      title={section ? `Edit ${noun} ${section.name}` : `New ${noun} in ${parentName}`}
      error={error}
      saving={saving}
      submitLabel={section ? `Save ${noun}` : `Create ${noun}`}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput label={`${Noun} name`} required {...form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
      <Switch label="Shown in order entry" {...form.getInputProps('active', { type: 'checkbox' })} />
    </DrawerShell>
  );
}
