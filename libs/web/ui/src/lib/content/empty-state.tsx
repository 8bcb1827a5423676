import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Links or buttons under the text. */
  action?: ReactNode;
  /** `h1` when the state is the whole page (not found), else a paragraph-level heading. */
  headingComponent?: 'h1' | 'h2' | 'h3' | 'p';
  testId?: string;
}

/** A centred message for an empty list, a missing record or a failed load, with what to do next. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingComponent = 'p',
  testId,
}: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} data-testid={testId}>
      {icon && (
        <Box aria-hidden="true" sx={{ color: 'primary.main', '& svg': { fontSize: 48 }, mb: 1 }}>
          {icon}
        </Box>
      )}
      <Typography
        variant={headingComponent === 'h1' ? 'h5' : 'h6'}
        component={headingComponent}
        sx={{ mb: 0.5 }}
      >
        {title}
      </Typography>
      {description && (
        <Typography component="div" color="text.secondary" sx={{ mb: action ? 2.5 : 0 }}>
          {description}
        </Typography>
      )}
      {action && (
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>{action}</Box>
      )}
    </Paper>
  );
}
