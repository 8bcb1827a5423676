import { createTheme } from '@mui/material/styles';
import { components } from './components';
import { palette, shape, typography } from './primitives';

/** The ChargeSetu theme (light mode). */
export const theme = createTheme({ palette, typography, shape, components });
