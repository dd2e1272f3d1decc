// /admin/restaurants: the restaurants (outlets) the admin administers with their details, and the
// details of the current restaurant an admin may change (name, address, contact). Time zone, slug and
// currency are shown, not edited here: the time zone moves every booking's local time, the slug is in
// every console URL and the currency has its own settings screen.
import { Badge, Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import type { AdminRestaurant } from '../../../src-shared/schemas/admin.js';
import { callApi, useCallData } from '../../calls/call-api.js';
import { NoticeLine, type Notice } from '../../shell/notice-line.js';
import { errorText, fieldErrorsOf } from '../users/call-errors.js';
import { AdminPage, AdminSection, AdminTable, LoadFailure } from './admin-page.js';

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

const FIELDS: { key: keyof DetailsForm; label: string; type?: string; required?: boolean }[] = [
  { key: 'name', label: 'Name', required: true },
  { key: 'line1', label: 'Address line 1', required: true },
  { key: 'line2', label: 'Address line 2' },
  { key: 'city', label: 'City', required: true },
  { key: 'postcode', label: 'Postcode', required: true },
  { key: 'country', label: 'Country', required: true },
  { key: 'phone', label: 'Phone', type: 'tel', required: true },
  { key: 'email', label: 'Email', type: 'email', required: true },
  { key: 'website', label: 'Website', type: 'url' },
];

function DetailsEditor({ restaurant, onSaved }: { restaurant: AdminRestaurant; onSaved: () => void }) {
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
      setNotice({ ok: false, text: `Not saved — ${errorText(result.error)}` });
      return;
    }
    resetDirty(v);
    setNotice({ ok: true, text: `Restaurant ${result.value.name} updated` });
    onSaved();
  };

  return (
    <form onSubmit={form.onSubmit((v) => void save(v))} noValidate>
      <AdminSection id="restaurant-details" title={`Details of ${restaurant.name}`}>
        <NoticeLine notice={notice} onClose={() => setNotice(null)} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {FIELDS.map((f) => (
            <TextInput
              key={f.key}
              label={f.label}
              type={f.type ?? 'text'}
              withAsterisk={f.required}
              {...form.getInputProps(f.key)}
            />
          ))}
          <TextInput label="Time zone" value={restaurant.timeZone} readOnly description="Not editable here" />
          <TextInput
            label="Currency"
            value={restaurant.currency}
            readOnly
            description="Changed in Settings › Currency"
          />
          <TextInput label="Slug" value={restaurant.slug} readOnly description="Part of every console URL" />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => form.setValues(formOf(restaurant))}
            disabled={!form.isDirty()}
          >
            Undo changes
          </Button>
          <Button type="submit" loading={saving} disabled={!form.isDirty()}>
            Save details
          </Button>
        </Group>
      </AdminSection>
    </form>
  );
}

export function RestaurantsAdminScreen() {
  const list = useCallData('admin.restaurants', {}, 'all');
  const rows = list.data ?? [];
  const current = rows.find((r) => r.current);
  return (
    <AdminPage title="Restaurants and outlets">
      <LoadFailure title="The restaurants could not be loaded" error={list.error} />
      <AdminTable
        label="Restaurants and outlets"
        headers={['Name', 'Slug', 'Time zone', 'Currency', 'City', 'Your role', 'Users']}
        rows={rows.map((r) => ({
          key: r.id,
          cells: [
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {r.name}
              </Text>
              {r.current && (
                <Badge size="sm" variant="light">
                  Signed in here
                </Badge>
              )}
            </Group>,
            r.slug,
            r.timeZone,
            r.currency,
            r.address.city,
            r.roleName,
            r.userCount,
          ],
        }))}
        empty="No restaurant to administer."
        loading={list.loading}
        minWidth={760}
      />
      {rows.length > 1 && (
        <Text size="sm" c="dimmed">
          Edit another outlet by signing in to it: changes apply to the restaurant you are signed in to.
        </Text>
      )}
      {current && <DetailsEditor restaurant={current} onSaved={list.reload} />}
    </AdminPage>
  );
}
