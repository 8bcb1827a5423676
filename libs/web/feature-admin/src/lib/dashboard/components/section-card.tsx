import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

export interface SectionCardProps {
  title: string;
  /** A line under the title. */
  subtitle?: string;
  /** Figures made up for the demo (spec 2.14): labelled so, so nobody mistakes them for the platform's. */
  sample?: boolean;
  /** Buttons at the right of the title. */
  action?: ReactNode;
  children: ReactNode;
}

/** One block of a dashboard tab: a titled card, marked "Sample data" unless its figures are live. */
export function SectionCard({ title, subtitle, sample = true, action, children }: SectionCardProps) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography id={id} variant="h6" component="h2">
                {title}
              </Typography>
              {sample && <SampleDataChip />}
            </Box>
            {subtitle && (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            )}
          </Box>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/** The "Sample data" label (the issue: everything but the live totals is visibly sample data). */
export function SampleDataChip() {
  return <Chip label="Sample data" size="small" variant="outlined" sx={{ fontWeight: 600 }} />;
}
