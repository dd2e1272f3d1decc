// A calm, dense, professional theme: spec §9 primary #3B82F6 and secondary #6B7280, Inter first.
// Colours that carry text are derived in palette.ts so they read in both colour schemes.
import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorShade,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';
import { DIMMED, SCHEMES, statusCss, TEXT, themeColourVariables, type Scheme } from './palette.js';

const venueBlue: MantineColorsTuple = [
  '#eff6ff',
  '#dbeafe',
  '#bfdbfe',
  '#93c5fd',
  '#60a5fa',
  '#3b82f6',
  '#2563eb',
  '#1d4ed8',
  '#1e40af',
  '#1e3a8a',
];

const fontStack =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const PRIMARY_SHADE = { light: 5, dark: 8 } as const satisfies Record<Scheme, MantineColorShade>;

/**
 * Badges, buttons and alerts given a venue's own colour (a status's hex) rather than a theme colour:
 * the same derived roles the theme colours get, following the scheme through CSS light-dark().
 */
const venueVariantColours: VariantColorsResolver = (input) => {
  const base = defaultVariantColorsResolver(input);
  const colour = input.color ?? '';
  if (
    !/^#[0-9a-fA-F]{6}$/.test(colour) ||
    parseThemeColor({ color: colour, theme: input.theme }).isThemeColor
  )
    return base;
  switch (input.variant) {
    case 'filled':
      return {
        ...base,
        background: statusCss(colour, 'fill'),
        hover: statusCss(colour, 'fill'),
        color: statusCss(colour, 'ink'),
      };
    case 'light':
      return {
        ...base,
        background: statusCss(colour, 'tint'),
        hover: statusCss(colour, 'tintHover'),
        color: statusCss(colour, 'onTint'),
      };
    case 'outline':
      return { ...base, color: statusCss(colour, 'text'), border: `1px solid ${statusCss(colour, 'text')}` };
    case 'subtle':
    case 'transparent':
      return { ...base, color: statusCss(colour, 'onTint') };
    default:
      return base;
  }
};

export const venueTheme = createTheme({
  primaryColor: 'venue',
  primaryShade: PRIMARY_SHADE,
  colors: { venue: venueBlue },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '600' },
  defaultRadius: 'sm',
  fontSizes: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '18px' },
  variantColorResolver: venueVariantColours,
  // Drawers, modals and menus open without their slide and fade for staff whose system asks for
  // reduced motion (WCAG 2.3.3); the browser tests ask for it too.
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { size: 'sm' } },
    TextInput: { defaultProps: { size: 'sm' } },
    PasswordInput: { defaultProps: { size: 'sm' } },
    NavLink: { defaultProps: { variant: 'light' } },
  },
});

/**
 * Every theme colour's text-bearing variables (filled, light, outline, text) replaced by readable
 * ones, plus the console's own surface and text variables used by its CSS modules.
 */
export const venueCssVariables: CSSVariablesResolver = (theme) => {
  const perScheme: Record<Scheme, Record<string, string>> = { light: {}, dark: {} };
  for (const [name, shades] of Object.entries(theme.colors)) {
    const vars = themeColourVariables(name, shades, PRIMARY_SHADE);
    for (const s of SCHEMES) Object.assign(perScheme[s], vars[s]);
  }
  const surfaces: Record<Scheme, Record<string, string>> = {
    light: {
      '--venue-surface': 'var(--mantine-color-white)',
      '--venue-surface-muted': 'var(--mantine-color-gray-0)',
      '--venue-surface-sunken': 'var(--mantine-color-gray-1)',
      '--venue-border': 'var(--mantine-color-gray-3)',
      '--venue-border-subtle': 'var(--mantine-color-gray-2)',
      '--venue-border-strong': 'var(--mantine-color-gray-4)',
      '--venue-text-strong': 'var(--mantine-color-gray-8)',
      '--venue-focus': 'var(--mantine-color-dark-7)',
      '--venue-canvas': '#f8fafc',
      '--venue-overlay': 'rgb(255 255 255 / 0.92)',
    },
    dark: {
      '--venue-surface': 'var(--mantine-color-dark-7)',
      '--venue-surface-muted': 'var(--mantine-color-dark-8)',
      '--venue-surface-sunken': 'var(--mantine-color-dark-6)',
      '--venue-border': 'var(--mantine-color-dark-4)',
      '--venue-border-subtle': 'var(--mantine-color-dark-5)',
      '--venue-border-strong': 'var(--mantine-color-dark-3)',
      '--venue-text-strong': 'var(--mantine-color-dark-0)',
      '--venue-focus': 'var(--mantine-color-gray-0)',
      '--venue-canvas': '#f8fafc',
      '--venue-overlay': 'rgb(36 36 36 / 0.92)',
    },
  };
  const schemeVars = (s: Scheme) => ({
    ...perScheme[s],
    ...surfaces[s],
    '--mantine-color-text': TEXT[s],
    '--mantine-color-dimmed': DIMMED[s],
    '--venue-text': TEXT[s],
    '--venue-text-muted': DIMMED[s],
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-text)`,
    '--mantine-color-error': 'var(--mantine-color-red-text)',
  });
  return { variables: {}, light: schemeVars('light'), dark: schemeVars('dark') };
};
