import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export interface StatCardProps {
  label: string;
  /** The figure as shown; undefined while it loads. */
  value: string | undefined;
  icon: ReactNode;
  /** A line under the figure. */
  caption?: string;
  color?: 'primary' | 'secondary' | 'warning' | 'info' | 'success';
}

/** One headline figure. A named group, so "Total Users: 1,234" is read together. */
export function StatCard({ label, value, icon, caption, color = 'primary' }: StatCardProps) {
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={label}
      sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}
    >
      <Avatar sx={{ bgcolor: `${color}.main`, color: `${color}.contrastText`, width: 44, height: 44 }}>
        {icon}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {value === undefined ? (
          <Skeleton variant="text" width="70%" sx={{ fontSize: '1.75rem' }} />
        ) : (
          <Typography
            component="p"
            sx={{ fontSize: '1.6rem', fontWeight: 800, lineHeight: 1.25, overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        )}
        {caption && (
          <Typography variant="caption" color="text.secondary">
            {caption}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
