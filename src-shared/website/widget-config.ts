// The website widgets' configuration (spec §1 widget types, §3 widget config and default
// customization, §9 colours): one config per restaurant and widget type, kept as the website UI
// config of page 'widgets', section {widgetType}, with a version history under content key
// 'widget-{type}'. The console's widget settings edit it; the public booking widget reads it.
import { z } from 'zod';

export const WIDGET_TYPES = ['reservation', 'event', 'waitlist', 'landingPage', 'customAudience'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];
export const widgetTypeSchema = z.enum(WIDGET_TYPES);

/** The website UI config page the widgets live on, and a widget's content key for its history. */
export const WIDGETS_PAGE = 'widgets';
export const widgetContentKey = (type: WidgetType) => `widget-${type}`;

/** Spec §3 default customization and §9 colours. */
export const DEFAULT_PRIMARY = '#3B82F6';
export const DEFAULT_SECONDARY = '#6B7280';
export const DEFAULT_FONT = 'Inter';

/** A #rrggbb colour; `field` names it in the message. */
const hex = (field: string) =>
  z.string().regex(/^#[0-9a-fA-F]{6}$/, `${field} must be a colour like #3B82F6`);
/** Trimmed text of at most `max` characters; `field` names it in the message. */
export const limitedText = (field: string, max: number) =>
  z.string().trim().max(max, `${field} cannot exceed ${max} characters`);
/** The brand's primary and secondary colours (the spec's defaults when left out). */
export const brandColourFields = {
  primary: hex('Primary colour').default(DEFAULT_PRIMARY),
  secondary: hex('Secondary colour').default(DEFAULT_SECONDARY),
};
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM format');

/** The fonts a widget may use: web-safe stacks named by their first family, no remote font loads. */
export const WIDGET_FONTS = [
  'Inter',
  'Georgia',
  'Arial',
  'Helvetica',
  'Times New Roman',
  'Verdana',
  'system-ui',
] as const;

/** Heading and body font, each one of the widget fonts (the default one when left out). */
export const widgetTypographySchema = z
  .object({
    headingFont: z.enum(WIDGET_FONTS).default(DEFAULT_FONT),
    bodyFont: z.enum(WIDGET_FONTS).default(DEFAULT_FONT),
  })
  .prefault({});

export const widgetThemeSchema = z.object({
  colors: z
    .object({
      ...brandColourFields,
      background: hex('Background colour').default('#ffffff'),
      text: hex('Text colour').default('#1f2937'),
    })
    .prefault({}),
  typography: widgetTypographySchema,
  /** Corner rounding of buttons and fields, in pixels. */
  radius: z
    .number()
    .int()
    .min(0, 'Corner radius cannot be negative')
    .max(24, 'Corner radius cannot exceed 24')
    .default(8),
});
export type WidgetTheme = z.infer<typeof widgetThemeSchema>;

export const widgetTextsSchema = z.object({
  title: limitedText('Title', 120).default(''),
  intro: limitedText('Introduction', 600).default(''),
  buttonLabel: limitedText('Button label', 60).default(''),
  confirmation: limitedText('Confirmation text', 600).default(''),
});
export type WidgetTexts = z.infer<typeof widgetTextsSchema>;

const partySizeSchema = z
  .object({
    min: z
      .number()
      .int()
      .min(1, 'Smallest party must be at least 1')
      .max(100, 'Smallest party cannot exceed 100')
      .default(1),
    max: z
      .number()
      .int()
      .min(1, 'Largest party must be at least 1')
      .max(100, 'Largest party cannot exceed 100')
      .default(8),
  })
  .prefault({})
  .refine((p) => p.min <= p.max, {
    message: 'Smallest party cannot be larger than the largest party',
    path: ['max'],
  });

const common = {
  /** Whether the public widget answers (a disabled widget says the venue is not taking bookings online). */
  enabled: z.boolean().default(true),
  theme: widgetThemeSchema.prefault({}),
  texts: widgetTextsSchema.prefault({}),
  /** The widget's language: one of the console's languages. */
  language: z.enum(['en', 'fr']).default('en'),
};

export const reservationWidgetSchema = z.object({
  ...common,
  partySize: partySizeSchema,
  /** How many days ahead a guest may book. */
  advanceDays: z
    .number()
    .int()
    .min(1, 'Days ahead must be at least 1')
    .max(365, 'Days ahead cannot exceed 365')
    .default(60),
  showSpecialRequests: z.boolean().default(true),
  /** Offer the waitlist when no time is free for the party. */
  offerWaitlist: z.boolean().default(true),
});

export const eventWidgetSchema = z.object({
  ...common,
  partySize: partySizeSchema,
  event: z
    .object({
      name: limitedText('Event name', 120).default(''),
      /** YYYY-MM-DD, empty while no event is set. */
      date: z
        .union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD format')])
        .default(''),
      time: hhmm.default('19:00'),
      durationMinutes: z
        .number()
        .int()
        .min(15, 'Duration must be at least 15 minutes')
        .max(720, 'Duration cannot exceed 720 minutes')
        .default(120),
      /** Covers the event takes in all. */
      capacity: z
        .number()
        .int()
        .min(1, 'Capacity must be at least 1')
        .max(10_000, 'Capacity cannot exceed 10000')
        .default(40),
    })
    .prefault({}),
});

export const waitlistWidgetSchema = z.object({
  ...common,
  partySize: partySizeSchema,
  /** Guests the waitlist takes for one day before it says it is full. */
  maxPerDay: z
    .number()
    .int()
    .min(1, 'Waitlist size must be at least 1')
    .max(500, 'Waitlist size cannot exceed 500')
    .default(30),
});

export const landingPageWidgetSchema = z.object({
  ...common,
  hero: z
    .object({
      heroTitle: limitedText('Hero title', 120).default(''),
      heroSubtitle: limitedText('Hero subtitle', 300).default(''),
      ctaText: limitedText('Call to action', 60).default(''),
    })
    .prefault({}),
  showHeader: z.boolean().default(true),
  showFooter: z.boolean().default(true),
  /** Whether the page embeds the reservation widget. */
  showReservationWidget: z.boolean().default(true),
});

export const customAudienceWidgetSchema = z.object({
  ...common,
  audience: z
    .object({
      /** Client tag names the audience is drawn from. */
      tags: z.array(limitedText('Tag', 60)).max(50, 'An audience cannot name more than 50 tags').default([]),
      message: limitedText('Message', 600).default(''),
    })
    .prefault({}),
});

export const WIDGET_CONFIG_SCHEMAS = {
  reservation: reservationWidgetSchema,
  event: eventWidgetSchema,
  waitlist: waitlistWidgetSchema,
  landingPage: landingPageWidgetSchema,
  customAudience: customAudienceWidgetSchema,
} as const satisfies Record<WidgetType, z.ZodType>;

export type ReservationWidgetConfig = z.infer<typeof reservationWidgetSchema>;
export type EventWidgetConfig = z.infer<typeof eventWidgetSchema>;
export type WaitlistWidgetConfig = z.infer<typeof waitlistWidgetSchema>;
export type LandingPageWidgetConfig = z.infer<typeof landingPageWidgetSchema>;
export type CustomAudienceWidgetConfig = z.infer<typeof customAudienceWidgetSchema>;
export interface WidgetConfigs {
  reservation: ReservationWidgetConfig;
  event: EventWidgetConfig;
  waitlist: WaitlistWidgetConfig;
  landingPage: LandingPageWidgetConfig;
  customAudience: CustomAudienceWidgetConfig;
}

/** A widget type's config with every default filled (what a venue that never saved one gets). */
export function defaultWidgetConfig<T extends WidgetType>(type: T): WidgetConfigs[T] {
  return WIDGET_CONFIG_SCHEMAS[type].parse({}) as WidgetConfigs[T];
}

/**
 * A stored config read back: parsed with the type's schema so a config saved before a field existed
 * gets that field's default; one that no longer parses falls back to the defaults and says so.
 */
export function readWidgetConfig<T extends WidgetType>(
  type: T,
  stored: unknown,
): { config: WidgetConfigs[T]; valid: boolean } {
  const parsed = WIDGET_CONFIG_SCHEMAS[type].safeParse(stored ?? {});
  return parsed.success
    ? { config: parsed.data as WidgetConfigs[T], valid: true }
    : { config: defaultWidgetConfig(type), valid: false };
}
