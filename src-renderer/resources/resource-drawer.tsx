// The generic create / edit drawer of a declared resource: its declared fields on the zod-validated
// form, the server's refusal on the fields it names and in the form's outcome line.
import { Button, Drawer, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceWords } from '../i18n/resource-words.js';
import type { Resource } from '../../src-shared/resources/define-resource.js';
import { OutcomeLine } from '../kit/outcome-line.js';
import { fieldReasons } from '../kit/outcome.js';
import type { FormNotice, FormSlot } from './resource-admin-types.js';
import type { Row } from './list-state.js';
import { savedMessage } from './resource-messages.js';
import { useShownTitle } from './shown-title.js';
import { ResourceField, type ReferenceOptions } from './resource-field.js';
import { payloadsOf, useResourceForm } from './use-resource-form.js';
import { DialogActions } from '../kit/dialog-actions.js';
import { ReadOnlyFieldset, useReadOnly } from '../kit/write-access.js';

export function ResourceDrawer({
  resource,
  row,
  references,
  formNotice,
  onClose,
  onSaved,
  save,
}: FormSlot & {
  resource: Resource;
  references: ReferenceOptions;
  formNotice?: FormNotice;
}) {
  const { t } = useTranslation();
  const words = resourceWords(t, resource);
  const titleOf = useShownTitle(resource);
  const form = useResourceForm(resource, row);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const readOnly = useReadOnly();
  const heading = row
    ? t(readOnly ? 'resources.viewNamed' : 'resources.editNamed', {
        noun: words.the,
        name: titleOf(row),
      })
    : t('resources.new', { noun: words.one });

  const formError = form.errors.form;
  const refusal = error ?? (typeof formError === 'string' ? formError : null);

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setError(null);
    const payloads = payloadsOf(resource, values, row);
    const results = await save(payloads, row);
    setSaving(false);
    const failed = results.find((r) => !r.ok);
    if (failed && !failed.ok) {
      const fields = fieldReasons(failed.error);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      setError(failed.error.message);
      return;
    }
    const saved = results.flatMap((r) => (r.ok ? [r.value as Row] : []));
    onSaved(savedMessage(t, resource, saved, row !== null, titleOf));
  });

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      title={heading}
      closeButtonProps={{ 'aria-label': t('resources.closeForm') }}
    >
      <form onSubmit={submit} aria-label={heading} noValidate>
        <Stack gap="sm">
          <ReadOnlyFieldset>
            <Stack gap="sm">
              {resource.form.fields.map((field) => (
                <ResourceField
                  key={field.name}
                  resourceKey={resource.key}
                  field={field}
                  form={form}
                  references={references}
                  editing={row !== null}
                />
              ))}
            </Stack>
          </ReadOnlyFieldset>
          {formNotice?.(form.values)}
          <OutcomeLine outcome={refusal ? { kind: 'refused', text: refusal } : null} />
          <DialogActions
            closeLabel={readOnly ? t('resources.close') : t('resources.cancel')}
            onClose={onClose}
            gap="xs"
            mt="sm"
          >
            <Button type="submit" loading={saving}>
              {row ? t('resources.saveChanges') : t('resources.create', { noun: words.one })}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Drawer>
  );
}
