import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

export interface SectionCardProps {
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** A chip or short text after the title (e.g. "Live", "Sample data"). */
  badge?: ReactNode;
  /** Buttons at the right of the header (below it on a phone). */
  actions?: ReactNode;
  /** The heading's id, when the page refers to it; one is made up otherwise. */
  id?: string;
  testId?: string;
  /** Placement in the page (margins, height); merged over the card's own padding. */
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** One titled block of a page, an outlined card headed by an h2 so the page reads as an outline. */
export function SectionCard({ title, subtitle, badge, actions, id, testId, sx, children }: SectionCardProps) {
  const generatedId = useId();
  const headingId = id ?? generatedId;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={[{ p: { xs: 2, md: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={headingId} variant="h6" component="h2">
              {title}
            </Typography>
            {badge}
          </Stack>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
      </Stack>
      {children}
    </Paper>
  );
}
