import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

/** What a card says instead of a chart: an empty range, a failed read or a read under way. */
export function CardNote({ kind, children }: { kind: 'empty' | 'error' | 'loading'; children: ReactNode }) {
  if (kind === 'error') return <Alert severity="error">{children}</Alert>;
  return (
    <Typography variant="body2" color="text.secondary" aria-busy={kind === 'loading' || undefined}>
      {children}
    </Typography>
  );
}
