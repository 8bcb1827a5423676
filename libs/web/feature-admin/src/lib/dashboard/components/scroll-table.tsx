import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface ScrollTableProps {
  /** Names the table and its scroll area. */
  label: string;
  columns: string[];
  /** Rows of cells, in column order. */
  rows: Array<{ key: string; cells: ReactNode[] }>;
  minWidth?: number;
}

/**
 * A table that scrolls sideways on a phone instead of squeezing its columns. The scroll area can take
 * focus, so keyboard users can scroll it too.
 */
export function ScrollTable({ label, columns, rows, minWidth = 640 }: ScrollTableProps) {
  return (
    <TableContainer role="region" aria-label={`${label} table`} tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key} hover>
              {r.cells.map((cell, i) => (
                <TableCell key={columns[i]}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
