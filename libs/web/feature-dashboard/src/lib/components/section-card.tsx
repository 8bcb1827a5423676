import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface SectionCardProps {
  title: string;
  /** A chip or short text after the title (e.g. "Sample"). */
  badge?: ReactNode;
  /** Buttons at the right of the header (below it on a phone). */
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** One card of a dashboard tab, titled with an h2 so the page reads as an outline. */
export function SectionCard({ title, badge, actions, children, testId }: SectionCardProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      data-testid={testId}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 2 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {badge}
        </Stack>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
      </Stack>
      {children}
    </Paper>
  );
}
