// Create and edit a product (/products/create, /products/edit/:id): the spec §3 payload — name,
// descriptions, price and tax with the total in the venue currency, where it sits on a menu, the
// EU's 14 allergens and diet preferences as chips, spicy, upsell/cross-sell, offered (status 1/0),
// service, modifier groups, stock and 86 — and images sent as multipart parts with a preview. The
// shared schema checks the form before it is sent (each error names its field); a refused save
// shows the server's reasons and keeps every edit.
import {
  Alert,
  Button,
  FileInput,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ORDER_SERVICES } from '../../../src-shared/schemas/menu.js';
import {
  DIET_PREFERENCES,
  EU_ALLERGENS,
  PRODUCT_TYPES,
  type Product,
} from '../../../src-shared/schemas/product.js';
import { callApi, useApiBase, useCallData } from '../../data/call.js';
import { LoadFailure } from '../../kit/load-failure.js';
import { TitledPanel } from '../../kit/titled-panel.js';
import { PageFrame } from '../../pages/page-frame.js';
import { consolePrefix } from '../../shell/console-paths.js';
import { useData } from '../../data/use-data.js';
import { useVenueCurrency } from '../../kit/venue-currency.js';
import { screenHref } from '../screen-table.js';
import { useFormSave } from './form-save.js';
import { failureNotice } from './menu-notice.js';
import {
  checkProduct,
  EMPTY_PRODUCT,
  IMAGE_TYPES,
  pickImages,
  totalWithTax,
  valuesOfProduct,
  type ProductFormValues,
} from './product-form-model.js';
import { ChipField, Thumb } from './product-form-parts.js';
import { saveProduct } from './product-save.js';
import { LongText } from '../../kit/long-text.js';

/** The fields the error summary names by their label (menus.form.fields.*); others by their key. */
const FIELD_LABELS = new Set([
  'name',
  'price',
  'tax',
  'stock_quantity',
  'description',
  'short_desc',
  'nutritionInfo',
  'allergens',
  'dietPreferences',
]);

const SPICY_LEVELS = ['0', '1', '2', '3'] as const;

export function ProductFormScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const product = useData(
    () =>
      id
        ? callApi('menus.productGet', { params: { id } })
        : Promise.resolve({ ok: true as const, value: null }),
    `product:${id ?? 'new'}`,
    [],
  );
  const title = id ? t('menus.form.edit') : t('menus.form.new');
  if (id && !product.data)
    return (
      <PageFrame title={title}>
        {product.error ? (
          <LoadFailure title={t('menus.failed.fetchProduct')} error={product.error} />
        ) : (
          <Loader size="sm" aria-label={t('menus.form.loading')} />
        )}
      </PageFrame>
    );
  return (
    <ProductForm
      key={product.data?.id ?? 'new'}
      product={product.data}
      title={title}
      onImages={product.update}
    />
  );
}

function ProductForm({
  product,
  title,
  onImages,
}: {
  product: Product | null;
  title: string;
  onImages: (change: (p: Product | null) => Product | null) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const prefix = consolePrefix(useLocation().pathname);
  const { format, currency } = useVenueCurrency();
  const form = useForm<ProductFormValues>({
    initialValues: product ? valuesOfProduct(product) : EMPTY_PRODUCT,
    validate: (values) => {
      const checked = checkProduct(values);
      return checked.ok ? {} : checked.errors;
    },
  });
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const { error, setError, saving, save } = useFormSave<Product>(form.setErrors);
  const apiBase = useApiBase();

  const menus = useCallData('menus.menusByRestaurant', {}, 'menus');
  const menuId = form.values.menu_Id;
  const menu = useData(
    () =>
      menuId
        ? callApi('menus.menuGet', { params: { id: menuId } })
        : Promise.resolve({ ok: true as const, value: null }),
    `menu:${menuId ?? ''}`,
    [],
  );
  const groups = useCallData('menus.modifierGroupsAll', {}, 'groups');
  const categories = menu.data?.menu_Categories ?? [];
  const subCategories = categories.find((c) => c.id === form.values.category)?.menu_Sub_Categories ?? [];
  const previews = useMemo(() => files.map((f) => ({ file: f, url: URL.createObjectURL(f) })), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);

  const total = totalWithTax(form.values.price, form.values.tax);
  const stored = product?.images.length ?? 0;
  const errorList = Object.entries(form.errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );

  const pick = (picked: File[]) => {
    const { accepted, problems } = pickImages([...files, ...picked], stored, t);
    setFiles(accepted);
    setFileProblems(problems);
  };

  const submit = form.onSubmit((values) => {
    const checked = checkProduct(values);
    if (!checked.ok) return;
    void save(
      saveProduct(product, checked.payload, files),
      t(product ? 'menus.failed.updateProduct' : 'menus.failed.addProduct'),
      (saved) =>
        void navigate(screenHref(prefix, 'products'), {
          state: { notice: t(product ? 'menus.saved' : 'menus.created', { name: saved.name }) },
        }),
    );
  });

  const removeImage = async (imageId: string) => {
    if (!product) return;
    const result = await callApi('menus.productImageDelete', { params: { id: product.id, imageId } });
    if (!result.ok) setError(failureNotice(t('menus.failed.updateProduct'), result.error, t).text);
    else onImages(() => result.value);
  };

  return (
    <PageFrame
      title={product ? t('menus.form.titleNamed', { title, name: product.name }) : title}
      actions={
        <Button variant="default" size="xs" onClick={() => void navigate(screenHref(prefix, 'products'))}>
          {t('menus.form.back')}
        </Button>
      }
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md" maw={900}>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          {errorList.length > 0 && (
            <Alert color="red" variant="light" role="alert" title={t('menus.form.checkFields')}>
              {errorList
                .map(([field, e]) =>
                  t('menus.form.fieldError', {
                    field: FIELD_LABELS.has(field) ? t(`menus.form.fields.${field}`) : field,
                    error: e,
                  }),
                )
                .join('; ')}
            </Alert>
          )}
          <TitledPanel title={t('menus.form.dish')}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={t('menus.form.fields.name')} required {...form.getInputProps('name')} />
                <Select
                  label={t('menus.form.type')}
                  data={PRODUCT_TYPES.map((type) => ({ value: type, label: t(`menus.types.${type}`) }))}
                  allowDeselect={false}
                  {...form.getInputProps('type')}
                />
              </SimpleGrid>
              <TextInput label={t('menus.form.fields.short_desc')} {...form.getInputProps('short_desc')} />
              <LongText label={t('menus.form.fields.description')} {...form.getInputProps('description')} />
              <Textarea
                label={t('menus.form.fields.nutritionInfo')}
                autosize
                minRows={1}
                {...form.getInputProps('nutritionInfo')}
              />
            </Stack>
          </TitledPanel>

          <TitledPanel title={t('menus.form.priceSection')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput
                label={currency ? t('menus.form.priceIn', { currency }) : t('menus.form.fields.price')}
                required
                min={0}
                decimalScale={2}
                // A value below the minimum stays as typed, for the form's rule to name (never silently 0).
                clampBehavior="none"
                {...form.getInputProps('price')}
              />
              <NumberInput
                label={t('menus.form.fields.tax')}
                min={0}
                max={100}
                decimalScale={2}
                // A value below the minimum stays as typed, for the form's rule to name (never silently 0).
                clampBehavior="none"
                {...form.getInputProps('tax')}
              />
              <Stack gap={2}>
                <Text size="sm" fw={500}>
                  {t('menus.form.total')}
                </Text>
                <Text size="lg" aria-label={t('menus.form.totalWithTax')}>
                  {total === null ? '—' : format(total)}
                </Text>
              </Stack>
            </SimpleGrid>
          </TitledPanel>

          <TitledPanel title={t('menus.form.onMenu')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('menus.form.menu')}
                placeholder={t('menus.form.notOnMenu')}
                clearable
                data={(menus.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
                {...form.getInputProps('menu_Id')}
                onChange={(value) =>
                  form.setValues({ menu_Id: value, category: null, menu_Sub_Category_id: null })
                }
              />
              <Select
                label={t('menus.form.category')}
                placeholder={menuId ? t('menus.form.chooseCategory') : undefined}
                description={menuId ? undefined : t('menus.form.chooseMenuFirst')}
                clearable
                disabled={!menuId}
                data={categories.map((c) => ({ value: c.id, label: c.name }))}
                {...form.getInputProps('category')}
                onChange={(value) => form.setValues({ category: value, menu_Sub_Category_id: null })}
              />
              <Select
                label={t('menus.form.subCategory')}
                clearable
                disabled={!form.values.category}
                data={subCategories.map((s) => ({ value: s.id, label: s.name }))}
                {...form.getInputProps('menu_Sub_Category_id')}
              />
            </SimpleGrid>
            {menus.error && (
              <Text size="sm" c="red" role="alert">
                {t('menus.failed.fetchMenusReason', { error: menus.error })}
              </Text>
            )}
          </TitledPanel>

          <TitledPanel title={t('menus.form.allergensAndDiet')}>
            <Stack gap="sm">
              <ChipField
                label={t('menus.form.allergensEu')}
                color="orange"
                options={EU_ALLERGENS.map((a) => ({ value: a, label: t(`menus.allergens.${a}`) }))}
                {...form.getInputProps('allergens')}
              />
              <ChipField
                label={t('menus.form.fields.dietPreferences')}
                color="teal"
                options={DIET_PREFERENCES.map((d) => ({ value: d, label: t(`menus.diets.${d}`) }))}
                {...form.getInputProps('dietPreferences')}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="spicy-label">
                  {t('menus.form.spicy')}
                </Text>
                <SegmentedControl
                  aria-labelledby="spicy-label"
                  data={SPICY_LEVELS.map((level) => ({
                    value: level,
                    label: t(`menus.form.spicyLevels.${level}`),
                  }))}
                  {...form.getInputProps('spicy')}
                />
              </Stack>
            </Stack>
          </TitledPanel>

          <TitledPanel title={t('menus.form.selling')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Switch
                label={t('menus.form.offered')}
                {...form.getInputProps('active', { type: 'checkbox' })}
              />
              <Switch
                label={t('menus.form.upsell')}
                {...form.getInputProps('upsale', { type: 'checkbox' })}
              />
              <Switch
                label={t('menus.form.crossSell')}
                {...form.getInputProps('cross_Sale', { type: 'checkbox' })}
              />
              <Switch
                label={t('menus.form.outOfStock')}
                color="red"
                {...form.getInputProps('out_of_stock', { type: 'checkbox' })}
              />
              <NumberInput
                label={t('menus.form.fields.stock_quantity')}
                description={t('menus.form.stockHint')}
                min={0}
                allowDecimal={false}
                // A value below the minimum stays as typed, for the form's rule to name (never silently 0).
                clampBehavior="none"
                {...form.getInputProps('stock_quantity')}
              />
              <Select
                label={t('menus.form.onlyService')}
                placeholder={t('menus.form.everyService')}
                clearable
                data={ORDER_SERVICES.map((s) => ({ value: s, label: t(`menus.services.${s}`) }))}
                {...form.getInputProps('specific_service_id')}
              />
              <MultiSelect
                label={t('menus.form.modifierGroups')}
                placeholder={
                  groups.data?.length === 0 ? t('menus.form.noGroups') : t('menus.form.chooseGroups')
                }
                data={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
                {...form.getInputProps('modifier_group_ids')}
              />
            </SimpleGrid>
          </TitledPanel>

          <TitledPanel title={t('menus.form.images')}>
            <Stack gap="sm">
              {product && product.images.length > 0 && (
                <Group gap="sm" aria-label={t('menus.form.storedImages')} role="list">
                  {product.images.map((img, i) => (
                    <Thumb
                      key={img.id}
                      src={apiBase ? `${apiBase}${img.url}` : null}
                      alt={t('menus.form.imageOf', { number: i + 1, name: product.name })}
                      removeLabel={t('menus.form.removeImage', { number: i + 1 })}
                      onRemove={() => void removeImage(img.id)}
                    />
                  ))}
                </Group>
              )}
              <FileInput
                label={t('menus.form.addImages')}
                description={t('menus.form.imagesHint')}
                multiple
                accept={IMAGE_TYPES.join(',')}
                value={[]}
                onChange={pick}
              />
              {fileProblems.length > 0 && (
                <Alert color="red" variant="light" role="alert" title={t('menus.failed.uploadImage')}>
                  {fileProblems.join('; ')}
                </Alert>
              )}
              {previews.length > 0 && (
                <Group gap="sm" role="list" aria-label={t('menus.form.toUpload')}>
                  {previews.map((p) => (
                    <Thumb
                      key={p.url}
                      src={p.url}
                      alt={t('menus.form.previewOf', { name: p.file.name })}
                      removeLabel={t('menus.form.doNotUpload', { name: p.file.name })}
                      onRemove={() => setFiles((all) => all.filter((f) => f !== p.file))}
                    />
                  ))}
                </Group>
              )}
            </Stack>
          </TitledPanel>

          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate(screenHref(prefix, 'products'))}>
              {t('menus.form.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t(product ? 'menus.form.save' : 'menus.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PageFrame>
  );
}
