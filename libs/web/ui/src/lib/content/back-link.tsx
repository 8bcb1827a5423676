import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { Link as RouterLink } from 'react-router-dom';

/** The "back to …" link at the top of a task screen (booking, payment). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={<ArrowBackOutlined aria-hidden="true" />}
      color="inherit"
      sx={{ mb: 2, px: 1 }}
    >
      {children}
    </Button>
  );
}
