import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';

/**
 * The Mantine theme of the GM window. `closeLabel` names the ✕ of every dialog and drawer in the
 * GM's language (WCAG 4.1.2: a button a screen reader can name).
 */
export function appTheme(closeLabel: string): MantineThemeOverride {
  return createTheme({
    primaryColor: 'grape',
    // Light theme: the filled colours are the darker shade 8, so that white text on them
    // (badges, buttons) and their text on white read at 4.5:1 or more (WCAG 1.4.3).
    primaryShade: { light: 8, dark: 8 },
    // Filled badges and buttons pick black or white text by their colour (the yellow ROUND badge).
    autoContrast: true,
    defaultRadius: 'md',
    // A GM whose system asks for less motion gets dialogs, menus and notices without their slide
    // and fade (WCAG 2.3.3); the end-to-end tests ask for it too (playwright.config.ts).
    respectReducedMotion: true,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    // Plain objects, not Modal.extend/Drawer.extend: those would bring the dialogs' code (and their
    // scroll areas) into the first load, past its 250 KB budget; the dialogs load with their screens.
    components: {
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
    },
  });
}

/**
 * Coloured words in the light theme (issue 27, WCAG 1.4.3): Mantine's darkest shade darkened until it
 * reads at 4.7:1 on its own pale background (a chip, a light alert) and above 5:1 on white. Mantine's
 * defaults fell to 2.6–3.8:1 (« indemne » 3.8, the red effective defences 3.3, the alerts' titles 2.7).
 */
const DEEP_LIGHT_TEXT: Record<string, string> = {
  green: '#267937',
  lime: '#4a760a',
  yellow: '#a65600',
  orange: '#b63c0d',
  red: '#c12828',
  blue: '#1864ab',
  grape: '#862e9c',
  cyan: '#0b7285',
  teal: '#087756',
  violet: '#5f3dc4',
  pink: '#a61e4d',
  indigo: '#364fc7',
  gray: '#343a40',
};

/**
 * Text colours that read in a dim room: the dimmed grey darker in the light theme and lighter in the
 * dark one (on the highlighted row too: 5.3:1), coloured words as above. In the dark theme Mantine's
 * light shades already read at 4.5:1 or more.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      Object.entries(DEEP_LIGHT_TEXT).flatMap(([c, hex]) => [
        [`--mantine-color-${c}-text`, hex],
        [`--mantine-color-${c}-light-color`, hex],
      ]),
    ),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-0)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
  },
});

/** The theme in French, for pages and tests that have no language of their own. */
export const theme = appTheme('Fermer');
