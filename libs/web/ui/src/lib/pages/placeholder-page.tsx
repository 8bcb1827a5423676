import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { DocumentTitle } from './document-title';

export interface PlaceholderPageProps {
  title: string;
  /** What this screen will do, in the user's words. */
  description: string;
  /** A chip next to the title (e.g. "Beta" on /home, spec 1). */
  badge?: string;
  /** Links or buttons that keep the visitor moving. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A screen whose feature has not landed yet: its real title and purpose, and a way onwards. Each
 * feature lib replaces its placeholder in place.
 */
export function PlaceholderPage({ title, description, badge, actions, children }: PlaceholderPageProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <DocumentTitle title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h3" component="h1">
          {title}
        </Typography>
        {badge && <Chip label={badge} color="warning" size="small" />}
      </Box>
      <Typography color="text.secondary" sx={{ maxWidth: 640, mb: 3 }}>
        {description}
      </Typography>
      {children}
      <Paper
        variant="outlined"
        sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'flex-start', maxWidth: 640 }}
      >
        <ConstructionOutlined color="secondary" aria-hidden="true" />
        <Box>
          <Typography sx={{ fontWeight: 700 }}>This screen is on its way</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: actions ? 2 : 0 }}>
            We are putting the finishing touches on it. Meanwhile, the rest of ChargeSetu is a tap away.
          </Typography>
          {actions && <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>{actions}</Box>}
        </Box>
      </Paper>
    </Container>
  );
}
