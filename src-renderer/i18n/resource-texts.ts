// A declared resource's texts. English is the declaration itself (src-shared/resources), derived
// here at load time; other languages write one block per resource, keyed by the declarations' keys
// so a missing resource does not compile. Screens look them up per section
// (`resources.fields.<resource>.<field>`), so both are spread into sections the same way.
// They are not part of the console's first texts (en.ts, fr.ts): loading them evaluates every
// declaration, which the screens that show no declared resource (the grid, the floor plan) need
// not pay for. declared-texts.ts adds them to the console's language once such a screen loads.
import { resourceMessage } from '../../src-shared/resources/define-resource.js';
import { RESOURCES, type AnyResource, type ResourceKey } from '../../src-shared/resources/registry.js';
import type { DeclaredTexts, ResourceTexts } from './resource-text-types.js';
import { filterKey } from '../resources/list-state.js';
import { availabilityResourcesFr } from './areas/resources-availability.fr.js';
import { floorplanResourcesFr } from './areas/resources-floorplan.fr.js';
import { generalResourcesFr } from './areas/resources-general.fr.js';
import { marketingResourcesFr } from './areas/resources-marketing.fr.js';
import { ordersResourcesFr } from './areas/resources-orders.fr.js';
import { reportsResourcesFr } from './areas/resources-reports.fr.js';

function declaredEnglish(resource: AnyResource): ResourceTexts {
  const { noun, plural, verbs, form } = resource;
  const options = form.fields.flatMap((field) =>
    field.kind === 'select' || field.kind === 'multiselect'
      ? [[field.name, Object.fromEntries(field.options.map((o) => [o.value, o.label]))] as const]
      : [],
  );
  return {
    names: { title: resource.screen.title, noun, one: noun, the: noun, plural },
    fields: Object.fromEntries(
      form.fields.flatMap((field): [string, string][] =>
        field.description === undefined
          ? [[field.name, field.label]]
          : [
              [field.name, field.label],
              [`${field.name}_description`, field.description],
            ],
      ),
    ),
    columns: Object.fromEntries(form.columns.map((column) => [column.key, column.label])),
    filters: Object.fromEntries(form.filters.map((filter) => [filterKey(filter), filter.label])),
    messages: {
      create: resourceMessage(resource, 'create', '{{title}}'),
      update: resourceMessage(resource, 'update', '{{title}}'),
      remove: resourceMessage(resource, 'remove', '{{title}}'),
      createMany: `{{n}} ${plural} ${verbs.create}`,
      removeMany: `{{n}} ${plural} ${verbs.remove}`,
    },
    ...(options.length > 0 && { options: Object.fromEntries(options) }),
  };
}

/** Per-resource texts spread into the sections the screens look up, each keyed by resource. */
export function bySection(texts: DeclaredTexts) {
  const entries = Object.entries(texts) as [ResourceKey, ResourceTexts][];
  const section = <S extends keyof ResourceTexts>(name: S) =>
    Object.fromEntries(entries.flatMap(([key, words]) => (words[name] ? [[key, words[name]]] : []))) as {
      [K in ResourceKey]: NonNullable<ResourceTexts[S]>;
    };
  return {
    names: section('names'),
    fields: section('fields'),
    columns: section('columns'),
    filters: section('filters'),
    messages: section('messages'),
    options: section('options') as Partial<Record<ResourceKey, Record<string, Record<string, string>>>>,
  };
}

/** Every declared resource in French: one missing here does not compile. */
const declaredFrench: DeclaredTexts = {
  ...floorplanResourcesFr,
  ...availabilityResourcesFr,
  ...generalResourcesFr,
  ...marketingResourcesFr,
  ...ordersResourcesFr,
  ...reportsResourcesFr,
};

/** The declared resources' texts by language, under the `resources` section the screens read. */
export const DECLARED_TEXTS = {
  en: {
    resources: bySection(
      Object.fromEntries(
        RESOURCES.map((resource) => [resource.key, declaredEnglish(resource)]),
      ) as DeclaredTexts,
    ),
  },
  fr: { resources: bySection(declaredFrench) },
} as const;
