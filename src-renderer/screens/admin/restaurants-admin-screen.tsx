// /admin/restaurants: the restaurants (outlets) the admin administers with their details, and the
// details of the current restaurant an admin may change (name, address, contact). Time zone, slug and
// currency are shown, not edited here: the time zone moves every booking's local time, the slug is in
// every console URL and the currency has its own settings screen.
import { Badge, Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRestaurant } from '../../../src-shared/schemas/admin.js';
import { callApi, useCallData } from '../../data/call.js';
import { NoticeLine, type Notice } from '../../shell/notice-line.js';
import { useRoleName } from '../../session/use-role-name.js';
import { errorText, fieldErrorsOf } from '../../kit/call-errors.js';
import { AdminPage, AdminSection, AdminTable, LoadFailure } from './admin-page.js';
import { QuietText } from '../../kit/quiet-text.js';

interface DetailsForm {
  name: string;
  line1: string;
  line2: string;
  city: string;
  postcode: string;
  country: string;
  phone: string;
  email: string;
  website: string;
}

const formOf = (r: AdminRestaurant): DetailsForm => ({
  name: r.name,
  line1: r.address.line1,
  line2: r.address.line2 ?? '',
  city: r.address.city,
  postcode: r.address.postcode,
  country: r.address.country,
  phone: r.contact.phone,
  email: r.contact.email,
  website: r.contact.website ?? '',
});

/** The editable details; each one's label is admin.platform.restaurants.fields.<key>. */
const FIELDS: { key: keyof DetailsForm; type?: string; required?: boolean }[] = [
  { key: 'name', required: true },
  { key: 'line1', required: true },
  { key: 'line2' },
  { key: 'city', required: true },
  { key: 'postcode', required: true },
  { key: 'country', required: true },
  { key: 'phone', type: 'tel', required: true },
  { key: 'email', type: 'email', required: true },
  { key: 'website', type: 'url' },
];

function DetailsEditor({ restaurant, onSaved }: { restaurant: AdminRestaurant; onSaved: () => void }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<DetailsForm>({ initialValues: formOf(restaurant) });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    setValues(formOf(restaurant));
    resetDirty(formOf(restaurant));
    // Only a different restaurant replaces what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restaurant.id]);

  const save = async (v: DetailsForm) => {
    setSaving(true);
    // Main fills the path's id with the signed-in restaurant: the only one this form edits.
    const result = await callApi('admin.restaurantUpdate', {
      body: {
        name: v.name,
        address: { line1: v.line1, line2: v.line2, city: v.city, postcode: v.postcode, country: v.country },
        contact: { phone: v.phone, email: v.email, website: v.website },
      },
    });
    setSaving(false);
    if (!result.ok) {
      // The typed values stay; each field says what is wrong with it.
      form.setErrors(fieldErrorsOf(result.error));
      setNotice({
        ok: false,
        text: t('admin.platform.restaurants.notSaved', { error: errorText(result.error) }),
      });
      return;
    }
    resetDirty(v);
    setNotice({ ok: true, text: t('admin.platform.restaurants.updated', { name: result.value.name }) });
    onSaved();
  };

  return (
    <form onSubmit={form.onSubmit((v) => void save(v))} noValidate>
      <AdminSection
        id="restaurant-details"
        title={t('admin.platform.restaurants.details', { name: restaurant.name })}
      >
        <NoticeLine notice={notice} onClose={() => setNotice(null)} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {FIELDS.map((f) => (
            <TextInput
              key={f.key}
              label={t(`admin.platform.restaurants.fields.${f.key}`)}
              type={f.type ?? 'text'}
              withAsterisk={f.required}
              {...form.getInputProps(f.key)}
            />
          ))}
          <TextInput
            label={t('admin.platform.restaurants.timeZone')}
            value={restaurant.timeZone}
            readOnly
            description={t('admin.platform.restaurants.notEditable')}
          />
          <TextInput
            label={t('admin.platform.restaurants.currency')}
            value={restaurant.currency}
            readOnly
            description={t('admin.platform.restaurants.currencyHint')}
          />
          <TextInput
            label={t('admin.platform.restaurants.slug')}
            value={restaurant.slug}
            readOnly
            description={t('admin.platform.restaurants.slugHint')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => form.setValues(formOf(restaurant))}
            disabled={!form.isDirty()}
          >
            {t('admin.platform.restaurants.undo')}
          </Button>
          <Button type="submit" loading={saving} disabled={!form.isDirty()}>
            {t('admin.platform.restaurants.save')}
          </Button>
        </Group>
      </AdminSection>
    </form>
  );
}

export function RestaurantsAdminScreen() {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const list = useCallData('admin.restaurants', {}, 'all');
  const rows = list.data ?? [];
  const current = rows.find((r) => r.current);
  return (
    <AdminPage title={t('admin.platform.restaurants.title')}>
      <LoadFailure title={t('admin.platform.restaurants.loadFailed')} error={list.error} />
      <AdminTable
        label={t('admin.platform.restaurants.table')}
        headers={[
          t('admin.platform.restaurants.fields.name'),
          t('admin.platform.restaurants.slug'),
          t('admin.platform.restaurants.timeZone'),
          t('admin.platform.restaurants.currency'),
          t('admin.platform.restaurants.fields.city'),
          t('admin.platform.restaurants.yourRole'),
          t('admin.platform.restaurants.users'),
        ]}
        rows={rows.map((r) => ({
          key: r.id,
          cells: [
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {r.name}
              </Text>
              {r.current && (
                <Badge size="sm" variant="light">
                  {t('admin.platform.restaurants.signedInHere')}
                </Badge>
              )}
            </Group>,
            r.slug,
            r.timeZone,
            r.currency,
            r.address.city,
            roleName(r.roleName),
            r.userCount,
          ],
        }))}
        empty={t('admin.platform.restaurants.empty')}
        loading={list.loading}
        minWidth={760}
      />
      {rows.length > 1 && <QuietText>{t('admin.platform.restaurants.otherOutlets')}</QuietText>}
      {current && <DetailsEditor restaurant={current} onSaved={list.reload} />}
    </AdminPage>
  );
}
