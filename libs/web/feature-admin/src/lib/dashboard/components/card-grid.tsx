import Box, { type BoxProps } from '@mui/material/Box';

type Breakpoint = 'sm' | 'md' | 'lg' | 'xl';

export interface CardGridProps extends Omit<BoxProps, 'display'> {
  /** Columns from each breakpoint up; one column below the first. */
  columns: Partial<Record<Breakpoint, number>>;
}

/** The admin tabs' grid of equal cards (figures, reports, integrations, issues): one column on a phone. */
export function CardGrid({ columns, sx, ...rest }: CardGridProps) {
  const gridTemplateColumns: Record<string, string> = { xs: '1fr' };
  for (const [breakpoint, n] of Object.entries(columns)) {
    gridTemplateColumns[breakpoint] = `repeat(${n}, minmax(0, 1fr))`;
  }
  return (
    <Box
      {...rest}
      sx={[{ display: 'grid', gap: 2, gridTemplateColumns }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
