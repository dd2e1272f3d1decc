// The form of a declared resource on @mantine/form, validated by the resource's own zod schema
// (create or update), with the form hints' value shapes: status 1/0 as a switch, members as an
// ordered list of { table_id, is_required }, a blackout range as [start, end].
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { Resource } from '../../src-shared/resources/define-resource.js';
import type { FieldHint } from '../../src-shared/resources/form-hints.js';
import { daysOfRange, type Row } from './list-state.js';
import { memberRows, membersOf, type MemberValue } from './members-model.js';

export type FormValues = Record<string, unknown>;

/** The form's value of one field, from a stored row (edit) or the create schema's default. */
function initialValue(field: FieldHint, row: Row | null, defaults: FormValues): unknown {
  const stored = row ? row[field.name] : defaults[field.name];
  switch (field.kind) {
    case 'members':
      return membersOf(stored);
    case 'dateRange':
      return row ? (stored ?? '') : [null, null];
    case 'multiselect':
      return Array.isArray(stored) ? stored : [];
    case 'status':
      return stored ?? 1;
    case 'switch':
      return stored ?? false;
    case 'reference':
      return stored ?? null;
    case 'number':
      return stored ?? '';
    default:
      return stored ?? '';
  }
}

/** Form values → the schema's input: members become member rows, empty strings of optional fields drop. */
export function toPayload(resource: Resource, values: FormValues, row: Row | null): FormValues {
  const out: FormValues = {};
  for (const field of resource.form.fields) {
    const value = values[field.name];
    if (field.kind === 'members' && Array.isArray(value)) {
      out[field.name] = memberRows(value as MemberValue[]);
    } else if (field.kind === 'dateRange') {
      if (row) out[field.name] = value;
    } else if ((field.kind === 'textarea' || field.kind === 'number') && value === '' && row === null) {
      // Left empty on create: the schema's default (or its required-field message) applies.
      continue;
    } else if (field.kind === 'reference' || field.emptyAsNull) {
      out[field.name] = value === '' ? null : value;
    } else {
      out[field.name] = value;
    }
  }
  if (!row) return out;
  // An update sends only what changed.
  const patch: FormValues = {};
  for (const [key, value] of Object.entries(out)) {
    const field = fieldOf(resource, key);
    const before = field.kind === 'members' ? memberRows(membersOf(row[key])) : initialValue(field, row, {});
    if (field.emptyAsNull && value === null && (before === '' || before === null)) continue;
    if (JSON.stringify(value) !== JSON.stringify(before)) patch[key] = value;
  }
  return patch;
}

const fieldOf = (resource: Resource, name: string): FieldHint =>
  resource.form.fields.find((f) => f.name === name) ?? { name, label: name, kind: 'text' };

/** For a range create: one payload per day of the chosen range. */
export function payloadsOf(resource: Resource, values: FormValues, row: Row | null): FormValues[] {
  const payload = toPayload(resource, values, row);
  const range = resource.form.fields.find((f) => f.kind === 'dateRange');
  if (!range || row) return [payload];
  const [start, end] = (values[range.name] as [string | null, string | null] | undefined) ?? [null, null];
  if (!start) return [];
  return daysOfRange(start, end ?? start).map((day) => ({ ...payload, [range.name]: day }));
}

type Schema = Resource['create'];

/** The object schema under refinements and pipes (a create schema may be refined or transformed). */
function shapeOf(schema: Schema): Record<string, Schema> {
  const s = schema as unknown as {
    shape?: Record<string, Schema>;
    in?: Schema;
    def?: { innerType?: Schema };
  };
  if (s.shape) return s.shape;
  if (s.in) return shapeOf(s.in);
  if (s.def?.innerType) return shapeOf(s.def.innerType);
  return {};
}

/** Each field's default from the create schema (what the server would store when it is left out). */
export function createDefaults(resource: Resource): FormValues {
  const shape = shapeOf(resource.create);
  const out: FormValues = {};
  for (const field of resource.form.fields) {
    const parsed = shape[field.name]?.safeParse(undefined);
    if (parsed?.success && parsed.data !== undefined) out[field.name] = parsed.data;
  }
  return out;
}

export function useResourceForm(resource: Resource, row: Row | null) {
  const defaults = createDefaults(resource);
  const initialValues = Object.fromEntries(
    resource.form.fields.map((f) => [f.name, initialValue(f, row, defaults)]),
  );
  const schema = row ? resource.update : resource.create;
  const range = resource.form.fields.find((f) => f.kind === 'dateRange');
  return useForm<FormValues>({
    mode: 'controlled',
    initialValues,
    // The zod schema validates what will be sent; a range create checks its first day.
    validate: (values) => {
      const [first] = payloadsOf(resource, values, row);
      if (!first) return range ? { [range.name]: 'Choose a date or a range of dates' } : {};
      const validate = zod4Resolver(schema);
      const errors = validate(first);
      if (row && Object.keys(first).length === 0) return { form: 'Nothing to update' };
      return errors;
    },
  });
}
