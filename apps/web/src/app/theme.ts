import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  focusRing: 'auto',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif',
});
