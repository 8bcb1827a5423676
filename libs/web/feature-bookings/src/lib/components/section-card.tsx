import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One titled section of the booking form (Charger Selection, Date & Time, Your Vehicle, Summary). */
export function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A field's error under its section (spec 5 messages), announced when it appears. */
export function SectionError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Typography role="alert" variant="body2" color="error" sx={{ mt: 1.5 }}>
      {message}
    </Typography>
  );
}
