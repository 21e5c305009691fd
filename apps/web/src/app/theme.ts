import { type CSSVariablesResolver, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  focusRing: 'auto',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif',
  components: {
    // Mantine takes the show-password button out of the Tab order; a keyboard user needs it too. (A plain
    // object, not `PasswordInput.extend`, which would bring the component into every page.)
    PasswordInput: { defaultProps: { visibilityToggleFocusable: true } },
  },
});

/** Dark mode's default dimmed text (dark-2 on dark-7) misses the WCAG AA contrast of 4.5:1; dark-1 meets it. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
