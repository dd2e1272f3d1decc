// Create and edit a product (/products/create, /products/edit/:id): the spec §3 payload — name,
// descriptions, price and tax with the total in the venue currency, where it sits on a menu, the
// EU's 14 allergens and diet preferences as chips, spicy, upsell/cross-sell, offered (status 1/0),
// service, modifier groups, stock and 86 — and images sent as multipart parts with a preview. The
// shared schema checks the form before it is sent (each error names its field); a refused save
// shows the server's reasons and keeps every edit.
import {
  ActionIcon,
  Alert,
  Button,
  Chip,
  FileInput,
  Group,
  Image,
  Loader,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { IpcResult } from '../../../src-shared/ipc/channels.js';
import { ORDER_SERVICE_LABELS, ORDER_SERVICES } from '../../../src-shared/schemas/menu.js';
import {
  ALLERGEN_LABELS,
  DIET_LABELS,
  DIET_PREFERENCES,
  EU_ALLERGENS,
  PRODUCT_TYPES,
  type CreateProduct,
  type Product,
} from '../../../src-shared/schemas/product.js';
import { callApi, uploadPartOf, useApiBase, useCallData } from '../../calls/call-api.js';
import { PageFrame } from '../../pages/page-frame.js';
import { consolePrefix } from '../../reservations/console-paths.js';
import { useMirror } from '../../reservations/use-mirror.js';
import { useVenueCurrency } from '../money/venue-currency.js';
import { screenHref } from '../screen-table.js';
import { fieldErrorsOf } from '../users/call-errors.js';
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

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  price: 'Price',
  tax: 'Tax (%)',
  stock_quantity: 'Portions in stock',
  description: 'Description',
  short_desc: 'Short description',
  nutritionInfo: 'Nutrition information',
  allergens: 'Allergens',
  dietPreferences: 'Diet preferences',
};

export function ProductFormScreen() {
  const { id } = useParams();
  const product = useMirror(
    () =>
      id
        ? callApi('menus.productGet', { params: { id } })
        : Promise.resolve({ ok: true as const, value: null }),
    `product:${id ?? 'new'}`,
    [],
  );
  const title = id ? 'Edit product' : 'New product';
  if (id && !product.data)
    return (
      <PageFrame title={title}>
        {product.error ? (
          <Alert color="red" variant="light" role="alert" title="Failed to fetch product details">
            {product.error}
          </Alert>
        ) : (
          <Loader size="sm" aria-label="Loading the product" />
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
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const apiBase = useApiBase();

  const menus = useCallData('menus.menusByRestaurant', {}, 'menus');
  const menuId = form.values.menu_Id;
  const menu = useMirror(
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
    const { accepted, problems } = pickImages([...files, ...picked], stored);
    setFiles(accepted);
    setFileProblems(problems);
  };

  const submit = form.onSubmit(async (values) => {
    const checked = checkProduct(values);
    if (!checked.ok) return;
    setSaving(true);
    setError(null);
    const parts = await Promise.all(files.map((f) => uploadPartOf('images', f)));
    const body = checked.payload;
    const result = product
      ? await saveEdit(product, body, parts)
      : await callApi('menus.productCreate', { body, files: parts });
    setSaving(false);
    if (!result.ok) {
      form.setErrors(fieldErrorsOf(result.error));
      setError(
        failureNotice(product ? 'Failed to update product' : 'Failed to add product', result.error).text,
      );
      return;
    }
    void navigate(screenHref(prefix, 'products'), {
      state: { notice: `${result.value.name} ${product ? 'saved' : 'created'}` },
    });
  });

  const removeImage = async (imageId: string) => {
    if (!product) return;
    const result = await callApi('menus.productImageDelete', { params: { id: product.id, imageId } });
    if (!result.ok) setError(failureNotice('Failed to update product', result.error).text);
    else onImages(() => result.value);
  };

  return (
    <PageFrame
      title={product ? `${title}: ${product.name}` : title}
      actions={
        <Button variant="default" size="xs" onClick={() => void navigate(screenHref(prefix, 'products'))}>
          Back to products
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
            <Alert color="red" variant="light" role="alert" title="Check these fields">
              {errorList.map(([field, e]) => `${FIELD_LABELS[field] ?? field}: ${e}`).join('; ')}
            </Alert>
          )}
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h5" mb="sm">
              The dish
            </Title>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Name" required {...form.getInputProps('name')} />
                <Select
                  label="Type"
                  data={PRODUCT_TYPES.map((t) => ({ value: t, label: t[0]?.toUpperCase() + t.slice(1) }))}
                  allowDeselect={false}
                  {...form.getInputProps('type')}
                />
              </SimpleGrid>
              <TextInput label="Short description" {...form.getInputProps('short_desc')} />
              <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
              <Textarea
                label="Nutrition information"
                autosize
                minRows={1}
                {...form.getInputProps('nutritionInfo')}
              />
            </Stack>
          </Paper>

          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h5" mb="sm">
              Price
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput
                label={`Price${currency ? ` (${currency})` : ''}`}
                required
                min={0}
                decimalScale={2}
                {...form.getInputProps('price')}
              />
              <NumberInput
                label="Tax (%)"
                min={0}
                max={100}
                decimalScale={2}
                {...form.getInputProps('tax')}
              />
              <Stack gap={2}>
                <Text size="sm" fw={500}>
                  Total price
                </Text>
                <Text size="lg" aria-label="Total price with tax">
                  {total === null ? '—' : format(total)}
                </Text>
              </Stack>
            </SimpleGrid>
          </Paper>

          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h5" mb="sm">
              On the menu
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label="Menu"
                placeholder="Not on a menu"
                clearable
                data={(menus.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
                {...form.getInputProps('menu_Id')}
                onChange={(value) =>
                  form.setValues({ menu_Id: value, category: null, menu_Sub_Category_id: null })
                }
              />
              <Select
                label="Category"
                placeholder={menuId ? 'Choose a category' : undefined}
                description={menuId ? undefined : 'Choose a menu first'}
                clearable
                disabled={!menuId}
                data={categories.map((c) => ({ value: c.id, label: c.name }))}
                {...form.getInputProps('category')}
                onChange={(value) => form.setValues({ category: value, menu_Sub_Category_id: null })}
              />
              <Select
                label="Sub-category"
                clearable
                disabled={!form.values.category}
                data={subCategories.map((s) => ({ value: s.id, label: s.name }))}
                {...form.getInputProps('menu_Sub_Category_id')}
              />
            </SimpleGrid>
            {menus.error && (
              <Text size="sm" c="red" role="alert">
                Failed to fetch menus: {menus.error}
              </Text>
            )}
          </Paper>

          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h5" mb="sm">
              Allergens and diet
            </Title>
            <Stack gap="sm">
              <ChipField
                label="Allergens (EU 14)"
                color="orange"
                options={EU_ALLERGENS.map((a) => ({ value: a, label: ALLERGEN_LABELS[a] }))}
                {...form.getInputProps('allergens')}
              />
              <ChipField
                label="Diet preferences"
                color="teal"
                options={DIET_PREFERENCES.map((d) => ({ value: d, label: DIET_LABELS[d] }))}
                {...form.getInputProps('dietPreferences')}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="spicy-label">
                  Spicy
                </Text>
                <SegmentedControl
                  aria-labelledby="spicy-label"
                  data={[
                    { value: '0', label: 'Not spicy' },
                    { value: '1', label: 'Mild' },
                    { value: '2', label: 'Hot' },
                    { value: '3', label: 'Very hot' },
                  ]}
                  {...form.getInputProps('spicy')}
                />
              </Stack>
            </Stack>
          </Paper>

          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h5" mb="sm">
              Selling
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Switch label="Offered (status 1)" {...form.getInputProps('active', { type: 'checkbox' })} />
              <Switch label="Upsell" {...form.getInputProps('upsale', { type: 'checkbox' })} />
              <Switch label="Cross-sell" {...form.getInputProps('cross_Sale', { type: 'checkbox' })} />
              <Switch
                label="86: out of stock (hidden from ordering)"
                color="red"
                {...form.getInputProps('out_of_stock', { type: 'checkbox' })}
              />
              <NumberInput
                label="Portions in stock"
                description="Empty: not counted. Reaching 0 marks it out of stock."
                min={0}
                allowDecimal={false}
                {...form.getInputProps('stock_quantity')}
              />
              <Select
                label="Only in service"
                placeholder="Every service"
                clearable
                data={ORDER_SERVICES.map((s) => ({ value: s, label: ORDER_SERVICE_LABELS[s] }))}
                {...form.getInputProps('specific_service_id')}
              />
              <MultiSelect
                label="Modifier groups"
                placeholder={groups.data?.length === 0 ? 'No modifier groups yet' : 'Choose groups'}
                data={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
                {...form.getInputProps('modifier_group_ids')}
              />
            </SimpleGrid>
          </Paper>

          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h5" mb="sm">
              Images
            </Title>
            <Stack gap="sm">
              {product && product.images.length > 0 && (
                <Group gap="sm" aria-label="Stored images" role="list">
                  {product.images.map((img, i) => (
                    <Thumb
                      key={img.id}
                      src={apiBase ? `${apiBase}${img.url}` : null}
                      alt={`Image ${i + 1} of ${product.name}`}
                      removeLabel={`Remove image ${i + 1}`}
                      onRemove={() => void removeImage(img.id)}
                    />
                  ))}
                </Group>
              )}
              <FileInput
                label="Add images"
                description="JPEG, PNG, WebP, GIF or AVIF, up to 8 MB each, 8 per product"
                multiple
                accept={IMAGE_TYPES.join(',')}
                value={[]}
                onChange={pick}
              />
              {fileProblems.length > 0 && (
                <Alert color="red" variant="light" role="alert" title="Failed to upload image">
                  {fileProblems.join('; ')}
                </Alert>
              )}
              {previews.length > 0 && (
                <Group gap="sm" role="list" aria-label="Images to upload">
                  {previews.map((p) => (
                    <Thumb
                      key={p.url}
                      src={p.url}
                      alt={`Preview of ${p.file.name}`}
                      removeLabel={`Do not upload ${p.file.name}`}
                      onRemove={() => setFiles((all) => all.filter((f) => f !== p.file))}
                    />
                  ))}
                </Group>
              )}
            </Stack>
          </Paper>

          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate(screenHref(prefix, 'products'))}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {product ? 'Save product' : 'Create product'}
            </Button>
          </Group>
        </Stack>
      </form>
    </PageFrame>
  );
}

/** An image (stored, or a picked file's preview) with its remove button. */
function Thumb(props: { src: string | null; alt: string; removeLabel: string; onRemove: () => void }) {
  return (
    <Stack gap={2} align="center" role="listitem">
      {props.src && <Image src={props.src} alt={props.alt} w={96} h={72} fit="cover" radius="sm" />}
      <ActionIcon
        variant="subtle"
        color="red"
        size="sm"
        aria-label={props.removeLabel}
        onClick={props.onRemove}
      >
        <IconTrash size={14} />
      </ActionIcon>
    </Stack>
  );
}

/** A labelled group of chips choosing several values (allergens, diet preferences). */
function ChipField({
  label,
  color,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  color: string;
  options: { value: string; label: string }[];
  value?: string[];
  onChange: (value: string[]) => void;
  error?: ReactNode;
}) {
  return (
    <div role="group" aria-label={label}>
      <Text size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <Chip.Group multiple value={value ?? []} onChange={onChange}>
        <Group gap={6}>
          {options.map((o) => (
            <Chip key={o.value} value={o.value} size="xs" color={color}>
              {o.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error && (
        <Text size="xs" c="red" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}

/**
 * An edit: the update (multipart, where an empty value is not sent) and then, for what was
 * cleared, the calls that clear it (off the menu, out of a sub-category, stock no longer counted).
 */
async function saveEdit(
  product: Product,
  body: CreateProduct,
  files: Awaited<ReturnType<typeof uploadPartOf>>[],
): Promise<IpcResult<Product>> {
  let result: IpcResult<Product> = await callApi('menus.productUpdate', {
    params: { id: product.id },
    body,
    files,
  });
  if (!result.ok) return result;
  if (product.menu_Id && !body.menu_Id)
    result = await callApi('menus.menuRemoveProduct', {
      params: { id: product.menu_Id, productId: product.id },
    });
  else if (body.menu_Id && body.category && !body.menu_Sub_Category_id && result.value.menu_Sub_Category_id)
    result = await callApi('menus.menuEditProduct', {
      params: { id: body.menu_Id, productId: product.id },
      body: { menu_Sub_Category_id: null },
    });
  if (result.ok && body.stock_quantity === null && result.value.stock_quantity !== null)
    result = await callApi('menus.menuUpdateStock', {
      params: { id: product.id },
      body: { stock_quantity: null },
    });
  return result;
}
