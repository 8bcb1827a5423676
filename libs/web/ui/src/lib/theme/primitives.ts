import type { ThemeOptions } from '@mui/material/styles';

/**
 * Brand primitives: an electric green for energy and action, a deep teal for trust, and a saffron
 * accent used sparingly (badges, highlights). Every text colour here meets WCAG AA (4.5:1) on the
 * surfaces it is used on; the contrast of the brand greens with white text is 5.4:1 or more.
 */
export const brand = {
  green: '#00775A',
  greenDark: '#00513D',
  greenLight: '#4ADEB0',
  teal: '#0E6C80',
  tealDark: '#0A4C5A',
  saffron: '#B45309',
  saffronLight: '#FDE7C8',
  ink: '#0F1F1A',
  inkMuted: '#44564F',
  mint: '#F3FAF7',
  night: '#04231C',
  nightSoft: '#0B3A2F',
  glow: '#5EF2C4',
} as const;

export const palette: ThemeOptions['palette'] = {
  mode: 'light',
  primary: { main: brand.green, dark: brand.greenDark, light: brand.greenLight, contrastText: '#FFFFFF' },
  secondary: { main: brand.teal, dark: brand.tealDark, contrastText: '#FFFFFF' },
  success: { main: '#1B7A3A', contrastText: '#FFFFFF' },
  warning: { main: brand.saffron, light: brand.saffronLight, contrastText: '#FFFFFF' },
  error: { main: '#B3261E', contrastText: '#FFFFFF' },
  info: { main: '#0B63A5', contrastText: '#FFFFFF' },
  text: { primary: brand.ink, secondary: brand.inkMuted },
  background: { default: brand.mint, paper: '#FFFFFF' },
  divider: 'rgba(15, 31, 26, 0.12)',
};

// System fonts: no web-font download on a slow mobile connection, and Devanagari falls back to Noto.
const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Noto Sans Devanagari"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const typography: ThemeOptions['typography'] = {
  fontFamily,
  h1: { fontWeight: 800, fontSize: 'clamp(2.1rem, 5vw, 3.4rem)', lineHeight: 1.1, letterSpacing: '-0.02em' },
  h2: {
    fontWeight: 800,
    fontSize: 'clamp(1.7rem, 3.5vw, 2.4rem)',
    lineHeight: 1.15,
    letterSpacing: '-0.01em',
  },
  h3: { fontWeight: 700, fontSize: 'clamp(1.4rem, 2.5vw, 1.8rem)', lineHeight: 1.2 },
  h4: { fontWeight: 700, fontSize: '1.5rem', lineHeight: 1.25 },
  h5: { fontWeight: 700, fontSize: '1.2rem' },
  h6: { fontWeight: 700, fontSize: '1.05rem' },
  button: { fontWeight: 600, textTransform: 'none' },
  overline: { fontWeight: 700, letterSpacing: '0.12em' },
};

export const shape: ThemeOptions['shape'] = { borderRadius: 12 };

/** The frame switches from the bars to the side menu at `md` (900 px). */
export const FRAME_BREAKPOINT = 'md' as const;
