// Applying a registry template (spec §7 templates/{templateId}/apply; Widget and template service:
// apply with widgetType). With a widget type the template's look is laid over that widget's saved
// config and saved as its next version (source 'apply'); without one the template becomes the site's.
import type { ApplyTemplateResult } from '../../src-shared/website/template-calls.js';
import { customizationSchema } from '../../src-shared/website/website-schemas.js';
import {
  WIDGETS_PAGE,
  WIDGET_CONFIG_SCHEMAS,
  type WidgetType,
} from '../../src-shared/website/widget-config.js';
import { HttpError } from '../http/http-error.js';
import { fieldError } from '../resources/drizzle-crud.js';
import type { DomainWrite } from '../sync/write-context.js';
import { assignTemplate } from './template-assignment.js';
import { templateFor, widgetTemplateType } from './template-registry.js';
import { loadWidgetConfig, saveUiConfig } from './ui-config-store.js';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `over` laid onto `base` key by key; nested objects merge, everything else replaces. */
export function deepMerge(base: Json, over: Json): Json {
  const out: Json = { ...base };
  for (const [k, v] of Object.entries(over))
    out[k] = isObject(v) && isObject(out[k]) ? deepMerge(out[k], v) : v;
  return out;
}

export const applyTemplate: DomainWrite<
  { templateId: string; widgetType?: WidgetType | undefined; customConfig?: Json | undefined },
  ApplyTemplateResult
> = async (write, ctx, { templateId, widgetType, customConfig }) => {
  const template = await templateFor(write.tx, ctx.restaurantId, templateId);
  if (!widgetType) {
    const assignment = await assignTemplate(write, ctx, {
      templateId,
      customConfig: customConfig ? readCustomizationStrict(customConfig) : undefined,
    });
    return { config: assignment.custom_config, version: assignment.version, templateId, widgetType: null };
  }
  if (template.template_type !== widgetTemplateType(widgetType))
    throw fieldError(
      'widgetType',
      `${template.template_name} is a ${template.template_type} template, not one for the ${widgetType} widget`,
    );
  const current = await loadWidgetConfig(write.tx, ctx.restaurantId, widgetType);
  const merged = deepMerge(deepMerge(current.config, template.default_config), customConfig ?? {});
  const parsed = WIDGET_CONFIG_SCHEMAS[widgetType].safeParse(merged);
  if (!parsed.success) throw invalid('customConfig', parsed.error.issues);
  const saved = await saveUiConfig(write.tx, {
    restaurantId: ctx.restaurantId,
    page: WIDGETS_PAGE,
    section: widgetType,
    config: parsed.data,
    userId: ctx.audit?.userId ?? null,
    source: 'apply',
  });
  return { config: saved.config, version: saved.version, templateId, widgetType };
};

/** A 422 with each issue under `prefix.path`, as schema validation failures answer. */
function invalid(prefix: string, issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = [prefix, ...issue.path.map(String)].join('.');
    (errors[key] ??= []).push(issue.message);
  }
  return new HttpError(422, issues[0]?.message ?? 'customConfig is not valid', errors);
}

function readCustomizationStrict(custom: Json) {
  const parsed = customizationSchema.safeParse(custom);
  if (!parsed.success) throw invalid('customConfig', parsed.error.issues);
  return parsed.data;
}
