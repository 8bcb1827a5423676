import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '@chargesetu/web/routes';
import { BrandLogo } from '../brand/brand-logo';
import { brand } from '../theme/primitives';
import { DocumentTitle } from './document-title';

export interface FocusedLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Below the card: links to the other screens (sign up, sign in, home). */
  footer?: ReactNode;
}

/**
 * A screen without the app frame for one task: sign-in, registration, administrator sign-in.
 */
export function FocusedLayout({ title, subtitle, children, footer }: FocusedLayoutProps) {
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        background: `radial-gradient(circle at 20% 0%, rgba(94, 242, 196, 0.25), transparent 45%), ${brand.mint}`,
      }}
    >
      <DocumentTitle title={title} />
      <Box component="header" sx={{ px: { xs: 2, md: 4 }, py: 2 }}>
        <BrandLogo to={paths.landing.path} />
      </Box>
      <Box
        component="main"
        id="main-content"
        sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, pb: 6 }}
      >
        <Box sx={{ width: '100%', maxWidth: 440 }}>
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography variant="h4" component="h1" sx={{ mb: subtitle ? 1 : 3 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {subtitle}
              </Typography>
            )}
            {children}
          </Paper>
          {footer && <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box>}
        </Box>
      </Box>
    </Box>
  );
}
