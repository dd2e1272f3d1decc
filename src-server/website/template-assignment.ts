// A restaurant's website template assignment and its customization (spec §3 Template assignment,
// Default customization; §7 Template service: current template, assign, customization). One row per
// restaurant; assigning another template replaces it, and a migration keeps the previous one.
import { eq, sql } from 'drizzle-orm';
import type { WebsiteTemplate } from '../../src-shared/website/template-calls.js';
import { componentNames } from '../../src-shared/website/template-logic.js';
import {
  customizationSchema,
  defaultCustomization,
  type Customization,
  type TemplateAssignment,
} from '../../src-shared/website/website-schemas.js';
import { uuidv7 } from '../../src-shared/ids.js';
import type { DbExecutor } from '../db/client.js';
import { websiteTemplateAssignments, websiteTemplates } from '../db/schema/index.js';
import { conflict } from '../http/http-error.js';
import { fieldError } from '../resources/drizzle-crud.js';
import type { DomainWrite } from '../sync/write-context.js';
import { addVersion } from './ui-config-store.js';
import { WEBSITE_TEMPLATE_TYPE, templateFor } from './template-registry.js';

type Row = typeof websiteTemplateAssignments.$inferSelect;

/** What a migration keeps to put the site back as it was. */
export type AssignmentSnapshot = Pick<
  Row,
  | 'templateId'
  | 'outletId'
  | 'activeComponents'
  | 'customConfig'
  | 'featureConfiguration'
  | 'templateSettings'
  | 'tenantConfig'
  | 'customStyles'
  | 'featureFlags'
> & { activatedAt: string };

/** The content key the customization's history is kept under. */
export const CUSTOMIZATION_KEY = 'template-customization';

/** A stored customization read back with every newer default filled; unreadable: the defaults. */
export const readCustomization = (stored: unknown): Customization => {
  const parsed = customizationSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : defaultCustomization();
};

const view = (row: Row, templateName: string): TemplateAssignment => ({
  id: row.id,
  restaurant_id: row.restaurantId,
  outlet_id: row.outletId,
  template_id: row.templateId,
  template_name: templateName,
  activated_at: row.activatedAt.toISOString(),
  is_active: row.isActive,
  active_components: row.activeComponents,
  custom_config: readCustomization(row.customConfig),
  feature_configuration: row.featureConfiguration,
  template_settings: row.templateSettings,
  tenant_config: row.tenantConfig,
  custom_styles: row.customStyles,
  feature_flags: row.featureFlags,
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});

export async function assignmentRow(db: DbExecutor, restaurantId: number, lock = false): Promise<Row | null> {
  const query = db
    .select()
    .from(websiteTemplateAssignments)
    .where(eq(websiteTemplateAssignments.restaurantId, restaurantId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The restaurant's current assignment with its template's name, or null. */
export async function currentAssignment(
  db: DbExecutor,
  restaurantId: number,
): Promise<TemplateAssignment | null> {
  const [found] = await db
    .select({ row: websiteTemplateAssignments, name: websiteTemplates.templateName })
    .from(websiteTemplateAssignments)
    .innerJoin(websiteTemplates, eq(websiteTemplates.id, websiteTemplateAssignments.templateId))
    .where(eq(websiteTemplateAssignments.restaurantId, restaurantId));
  return found ? view(found.row, found.name) : null;
}

export const snapshotOf = (row: Row): AssignmentSnapshot => ({
  templateId: row.templateId,
  outletId: row.outletId,
  activeComponents: row.activeComponents,
  customConfig: row.customConfig,
  featureConfiguration: row.featureConfiguration,
  templateSettings: row.templateSettings,
  tenantConfig: row.tenantConfig,
  customStyles: row.customStyles,
  featureFlags: row.featureFlags,
  activatedAt: row.activatedAt.toISOString(),
});

/** Writes the restaurant's assignment (insert or replace) and answers it; the version counts saves. */
export async function writeAssignment(
  tx: DbExecutor,
  restaurantId: number,
  values: Omit<AssignmentSnapshot, 'activatedAt'> & { activatedAt?: Date },
): Promise<TemplateAssignment> {
  const set = { ...values, activatedAt: values.activatedAt ?? new Date(), isActive: true };
  await tx
    .insert(websiteTemplateAssignments)
    .values({ id: uuidv7(), restaurantId, ...set })
    .onConflictDoUpdate({
      target: websiteTemplateAssignments.restaurantId,
      set: { ...set, version: sql`${websiteTemplateAssignments.version} + 1`, updatedAt: sql`now()` },
    });
  const assignment = await currentAssignment(tx, restaurantId);
  if (!assignment) throw new Error('The template assignment was not saved');
  return assignment;
}

/** A website template (not a widget's look) the tenant may use, else a 422 on `field`. */
export async function siteTemplate(db: DbExecutor, restaurantId: number, id: string, field: string) {
  const template = await templateFor(db, restaurantId, id, field);
  if (template.template_type !== WEBSITE_TEMPLATE_TYPE)
    throw fieldError(
      field,
      `${template.template_name} is a ${template.template_type} template, not a website template`,
    );
  if (!template.is_active) throw fieldError(field, `${template.template_name} is no longer offered`);
  return template;
}

/** A template's own config as a customization (what an assignment without customConfig starts with). */
export const customizationFrom = (template: WebsiteTemplate): Customization =>
  readCustomization(template.default_config);

export const assignTemplate: DomainWrite<
  { templateId: string; customConfig?: Customization | undefined },
  TemplateAssignment
> = async (write, ctx, { templateId, customConfig }) => {
  const template = await siteTemplate(write.tx, ctx.restaurantId, templateId, 'templateId');
  const previous = await assignmentRow(write.tx, ctx.restaurantId, true);
  const assignment = await writeAssignment(write.tx, ctx.restaurantId, {
    templateId: template.id,
    outletId: previous?.outletId ?? null,
    activeComponents: componentNames(template),
    customConfig: customConfig ?? customizationFrom(template),
    featureConfiguration: Object.fromEntries(template.features.map((f) => [f, {}])),
    templateSettings: { template_version: template.template_version },
    tenantConfig: previous?.tenantConfig ?? {},
    customStyles: previous?.customStyles ?? {},
    featureFlags: Object.fromEntries(template.features.map((f) => [f, true])),
  });
  await addVersion(write.tx, {
    restaurantId: ctx.restaurantId,
    contentKey: CUSTOMIZATION_KEY,
    data: assignment.custom_config,
    source: `assign ${template.id}`,
    userId: ctx.audit?.userId ?? null,
  });
  return assignment;
};

export const customizeTemplate: DomainWrite<Customization, TemplateAssignment> = async (
  write,
  ctx,
  custom,
) => {
  const row = await assignmentRow(write.tx, ctx.restaurantId, true);
  if (!row) throw conflict('No template is assigned to this site yet: assign one, then customize it');
  const assignment = await writeAssignment(write.tx, ctx.restaurantId, {
    ...snapshotOf(row),
    activatedAt: row.activatedAt,
    customConfig: custom,
  });
  await addVersion(write.tx, {
    restaurantId: ctx.restaurantId,
    contentKey: CUSTOMIZATION_KEY,
    data: custom,
    source: 'save',
    userId: ctx.audit?.userId ?? null,
  });
  return assignment;
};
