import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface ChartFigureProps {
  /** What the chart shows, announced to screen readers. */
  label: string;
  /** The chart's point in words (shown under it), so nobody has to read it off the bars. */
  summary: string;
  children: ReactNode;
}

/** A chart with its caption; the caption says in words what the picture shows. */
export function ChartFigure({ label, summary, children }: ChartFigureProps) {
  return (
    <Box component="figure" aria-label={label} sx={{ m: 0, minWidth: 0 }}>
      {children}
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {summary}
      </Typography>
    </Box>
  );
}
