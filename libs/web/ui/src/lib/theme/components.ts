import type { Components, Theme } from '@mui/material/styles';
import { brand } from './primitives';

/** Per-component-family customisations, on top of the primitives. */
export const components: Components<Omit<Theme, 'components'>> = {
  MuiCssBaseline: {
    styleOverrides: {
      html: { scrollPaddingTop: 72 },
      '@media (prefers-reduced-motion: no-preference)': { html: { scrollBehavior: 'smooth' } },
      // Asked for less motion, a change of state shows at once: a chip taking the colour of the data that
      // arrived, a dialog opening, the bars sliding away. Endless animations (spinners, skeletons) stay.
      '@media (prefers-reduced-motion: reduce)': {
        '*, *::before, *::after': { transitionDuration: '0s !important', transitionDelay: '0s !important' },
      },
      body: { WebkitFontSmoothing: 'antialiased' },
      ':focus-visible': { outline: `3px solid ${brand.teal}`, outlineOffset: 2 },
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { borderRadius: 999, paddingInline: 20 },
      sizeLarge: { paddingBlock: 12, paddingInline: 28, fontSize: '1rem' },
    },
  },
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: ({ theme }) => ({ border: `1px solid ${theme.palette.divider}`, borderRadius: 16 }),
    },
  },
  MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: theme.palette.background.paper,
        borderBottom: `1px solid ${theme.palette.divider}`,
      }),
    },
  },
  MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
  MuiTextField: { defaultProps: { variant: 'outlined', fullWidth: true } },
  MuiListItemButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 10,
        marginBlock: 2,
        '&.Mui-selected': {
          backgroundColor: 'rgba(0, 119, 90, 0.10)',
          color: theme.palette.primary.dark,
          '& .MuiListItemIcon-root': { color: theme.palette.primary.dark },
        },
      }),
    },
  },
  MuiListItemIcon: { styleOverrides: { root: { minWidth: 40 } } },
  MuiBottomNavigationAction: {
    styleOverrides: {
      root: ({ theme }) => ({
        color: theme.palette.text.secondary,
        '&.Mui-selected': { color: theme.palette.primary.main },
      }),
    },
  },
  MuiLink: { defaultProps: { underline: 'hover' } },
  MuiTooltip: { defaultProps: { arrow: true } },
};
