import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** For tests and the browser journeys: `data-testid` of the value. */
  testId?: string;
}

/** Label and value pairs (a description list) in two columns: booking, payment and receipt details. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
        columnGap: 2,
        rowGap: 1,
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, fontWeight: 600, overflowWrap: 'anywhere' },
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </Box>
      ))}
    </Box>
  );
}
