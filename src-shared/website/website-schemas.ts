// The website of a tenant (spec §3 template assignment, default customization, template management
// state; §7 Website config per tenant): the site config, content blocks per page, the template
// assignment with its customization, and template migration runs. The server validates with these,
// the template screen's forms too.
import { z } from 'zod';
import { brandColourFields, limitedText, widgetTypographySchema } from './widget-config.js';

const json = z.record(z.string(), z.unknown());

/** The website UI config pages this area keeps in the UI config store. */
export const SITE_PAGE = 'site';
export const SITE_SECTION = 'config';
export const CONTENT_PAGE = 'content';
/** The content pages the console offers; `content/{page}` takes any slug. */
export const CONTENT_PAGES = ['home', 'about', 'menu', 'contact'] as const;
export const pageSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'page must be a slug of lowercase letters, digits and dashes');

/** §7 config: the site's own settings. */
export const siteConfigSchema = z.object({
  siteName: limitedText('Site name', 120).default(''),
  tagline: limitedText('Tagline', 200).default(''),
  colors: z
    .object({
      ...brandColourFields,
    })
    .prefault({}),
  contactEmail: z.union([z.literal(''), z.email('contactEmail must be an email address')]).default(''),
  contactPhone: limitedText('Contact phone', 40).default(''),
  address: limitedText('Address', 300).default(''),
  language: z.enum(['en', 'fr']).default('en'),
  published: z.boolean().default(false),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const siteConfigAnswerSchema = z.object({
  config: siteConfigSchema,
  version: z.number().int(),
  /** false: nothing saved yet, the answer is the defaults. */
  saved: z.boolean(),
  updated_at: z.string().nullable(),
});

/** §8 default welcome content: one page's blocks. */
export const contentBlocksSchema = z.object({
  heroTitle: limitedText('Hero title', 120).min(1, 'Hero title is required'),
  heroSubtitle: limitedText('Hero subtitle', 300).default(''),
  mainContent: limitedText('Main content', 10_000).default(''),
  ctaText: limitedText('Call to action', 60).default(''),
});
export type ContentBlocks = z.infer<typeof contentBlocksSchema>;

export const pageContentSchema = z.object({
  page: z.string(),
  /** null: the venue never saved this page. */
  blocks: contentBlocksSchema.nullable(),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type PageContent = z.infer<typeof pageContentSchema>;

export const contentVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  data: json,
  /** 'save', or 'restore' of an older version. */
  source: z.string(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;

/** §3 Default customization, and the layout and responsive parts of the template state. */
export const customizationSchema = z.object({
  colors: z
    .object({
      ...brandColourFields,
    })
    .prefault({}),
  typography: widgetTypographySchema,
  components: z
    .object({ showHeader: z.boolean().default(true), showFooter: z.boolean().default(true) })
    .prefault({}),
  layout: z
    .object({
      containerWidth: z.enum(['boxed', 'wide', 'full']).default('boxed'),
      spacing: z.enum(['compact', 'comfortable', 'spacious']).default('comfortable'),
    })
    .prefault({}),
  responsive: z
    .object({
      mobileMenu: z.enum(['hamburger', 'tabs']).default('hamburger'),
      hideHeroImageOnMobile: z.boolean().default(false),
    })
    .prefault({}),
});
export type Customization = z.infer<typeof customizationSchema>;
export const defaultCustomization = (): Customization => customizationSchema.parse({});

/** §3 Template assignment. */
export const templateAssignmentSchema = z.object({
  id: z.string(),
  restaurant_id: z.number().int(),
  outlet_id: z.number().int().nullable(),
  template_id: z.string(),
  template_name: z.string(),
  activated_at: z.string(),
  is_active: z.boolean(),
  active_components: z.array(z.string()),
  custom_config: customizationSchema,
  feature_configuration: json,
  template_settings: json,
  tenant_config: json,
  custom_styles: json,
  feature_flags: z.record(z.string(), z.boolean()),
  version: z.number().int(),
  updated_at: z.string(),
});
export type TemplateAssignment = z.infer<typeof templateAssignmentSchema>;

export const assignTemplateSchema = z.object({
  templateId: z.string().trim().min(1, 'templateId is required').max(100),
  customConfig: customizationSchema.optional(),
});

/** Template comparison: two templates side by side. */
export const templateComparisonSchema = z.object({
  a: z.object({
    id: z.string(),
    name: z.string(),
    version: z.string(),
    tier: z.string(),
    premium: z.boolean(),
  }),
  b: z.object({
    id: z.string(),
    name: z.string(),
    version: z.string(),
    tier: z.string(),
    premium: z.boolean(),
  }),
  features: z.object({ both: z.array(z.string()), onlyA: z.array(z.string()), onlyB: z.array(z.string()) }),
  components: z.object({
    both: z.array(z.string()),
    onlyA: z.array(z.string()),
    onlyB: z.array(z.string()),
  }),
  config: z.array(z.object({ key: z.string(), a: z.unknown(), b: z.unknown(), same: z.boolean() })),
});
export type TemplateComparison = z.infer<typeof templateComparisonSchema>;

export const compatibilitySchema = z.object({
  from_template_id: z.string().nullable(),
  to_template_id: z.string(),
  compatible: z.boolean(),
  /** Components the site uses that the target template does not have. */
  missing_components: z.array(z.string()),
  /** Features of the current template the target lacks. */
  missing_features: z.array(z.string()),
});
export type Compatibility = z.infer<typeof compatibilitySchema>;

export const MIGRATION_STATES = [
  'queued',
  'running',
  'completed',
  'failed',
  'cancelled',
  'rolled_back',
] as const;
export type MigrationState = (typeof MIGRATION_STATES)[number];

export const migrationLogSchema = z.object({ at: z.string(), state: z.string(), message: z.string() });
export type MigrationLog = z.infer<typeof migrationLogSchema>;

export const migrationRunSchema = z.object({
  id: z.string(),
  restaurant_id: z.number().int(),
  from_template_id: z.string().nullable(),
  to_template_id: z.string(),
  state: z.enum(MIGRATION_STATES),
  force: z.boolean(),
  error: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MigrationRun = z.infer<typeof migrationRunSchema>;

export const queueMigrationSchema = z.object({
  targetTemplateId: z.string().trim().min(1, 'targetTemplateId is required').max(100),
  /** Migrate even when the target lacks components the site uses. */
  force: z.boolean().default(false),
});

export const executeMigrationSchema = z.union([
  z.object({ runId: z.uuid('runId must be a migration run id') }),
  queueMigrationSchema,
]);

export const bulkMigrationSchema = z.object({
  action: z.enum(['execute', 'cancel']),
  runIds: z
    .array(z.uuid('runIds must hold migration run ids'))
    .min(1, 'runIds needs at least one run')
    .max(50, 'runIds cannot hold more than 50 runs'),
});

export const bulkMigrationResultSchema = z.array(
  z.object({
    runId: z.string(),
    ok: z.boolean(),
    run: migrationRunSchema.optional(),
    error: z.string().optional(),
  }),
);

export const migrationHealthSchema = z.object({
  counts: z.record(z.enum(MIGRATION_STATES), z.number().int()),
  last_failure: migrationRunSchema.nullable(),
  last_completed: migrationRunSchema.nullable(),
});

/** §7 health: the tenant's website as it stands. */
export const websiteHealthSchema = z.object({
  template_assigned: z.boolean(),
  template: z.object({ id: z.string(), name: z.string() }).nullable(),
  config_saved: z.boolean(),
  content_pages: z.number().int(),
  content_versions: z.number().int(),
  media_files: z.number().int(),
  widgets_configured: z.number().int(),
  migrations_pending: z.number().int(),
  migrations_failed: z.number().int(),
  last_change: z.string().nullable(),
});
export type WebsiteHealth = z.infer<typeof websiteHealthSchema>;

/** media/bulk: several files' names and alt texts changed, and some removed, in one write. */
export const mediaBulkSchema = z
  .object({
    update: z
      .array(
        z.object({
          id: z.uuid('update holds media ids'),
          name: z.string().trim().min(1, 'name cannot be empty').max(200).optional(),
          alt_text: z.string().trim().max(250, 'alt_text cannot exceed 250 characters').optional(),
        }),
      )
      .max(100, 'update cannot hold more than 100 files')
      .default([]),
    remove: z
      .array(z.uuid('remove holds media ids'))
      .max(100, 'remove cannot hold more than 100 files')
      .default([]),
  })
  .refine((v) => v.update.length + v.remove.length > 0, {
    message: 'Nothing to do: give update or remove',
    path: ['update'],
  });
