import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import { SectionCard as UiSectionCard } from '@chargesetu/web/ui';

export interface SectionCardProps {
  title: string;
  /** A line under the title. */
  subtitle?: string;
  /**
   * Figures made up for the demo (docs/product.md §2.14): labelled so, so nobody mistakes them for the
   * platform's.
   */
  sample?: boolean;
  /** Buttons at the right of the title. */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * One block of a dashboard tab: the shared titled card (web/ui), marked "Sample data" unless its figures
 * are live, filling its grid cell.
 */
export function SectionCard({ title, subtitle, sample = true, action, children }: SectionCardProps) {
  return (
    <UiSectionCard
      title={title}
      subtitle={subtitle}
      badge={sample ? <SampleDataChip /> : undefined}
      actions={action}
      sx={{ height: '100%', p: { xs: 2, sm: 2.5 } }}
    >
      {children}
    </UiSectionCard>
  );
}

/** The "Sample data" label (the issue: everything but the live totals is visibly sample data). */
export function SampleDataChip() {
  return <Chip label="Sample data" size="small" variant="outlined" sx={{ fontWeight: 600 }} />;
}
