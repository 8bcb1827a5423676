import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * Props that tie an MUI `Tab` to its panel for screen readers. Only the selected tab points at its
 * panel: the other panels are not rendered, and a reference to a missing id is an accessibility error.
 */
export function tabProps(group: string, value: string, current: string) {
  return {
    value,
    id: `${group}-tab-${value}`,
    'aria-controls': value === current ? `${group}-panel-${value}` : undefined,
  };
}

export interface TabPanelProps {
  /** The tab group's name; the same one passed to {@link tabProps}. */
  group: string;
  value: string;
  current: string;
  children: ReactNode;
}

/** One tab's content, rendered only while its tab is selected (its queries start when it opens). */
export function TabPanel({ group, value, current, children }: TabPanelProps) {
  if (value !== current) return null;
  return (
    <Box
      role="tabpanel"
      id={`${group}-panel-${value}`}
      aria-labelledby={`${group}-tab-${value}`}
      sx={{ pt: 3 }}
    >
      {children}
    </Box>
  );
}
