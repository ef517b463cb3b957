import { createTheme, Drawer, Modal, type MantineThemeOverride } from '@mantine/core';

/**
 * The Mantine theme of the GM window. `closeLabel` names the ✕ of every dialog and drawer in the
 * GM's language (WCAG 4.1.2: a button a screen reader can name).
 */
export function appTheme(closeLabel: string): MantineThemeOverride {
  return createTheme({
    primaryColor: 'grape',
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    components: {
      Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } }),
    },
  });
}

/** The theme in French, for pages and tests that have no language of their own. */
export const theme = appTheme('Fermer');
