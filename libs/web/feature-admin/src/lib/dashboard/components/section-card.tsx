import type { ReactNode } from 'react';
import { SectionCard as UiSectionCard } from '@chargesetu/web/ui';

export interface SectionCardProps {
  title: string;
  /** A line under the title. */
  subtitle?: string;
  /** Buttons at the right of the title. */
  action?: ReactNode;
  children: ReactNode;
}

/** One block of a dashboard tab: the shared titled card (web/ui), filling its grid cell. */
export function SectionCard({ title, subtitle, action, children }: SectionCardProps) {
  return (
    <UiSectionCard
      title={title}
      subtitle={subtitle}
      actions={action}
      sx={{ height: '100%', p: { xs: 2, sm: 2.5 } }}
    >
      {children}
    </UiSectionCard>
  );
}
