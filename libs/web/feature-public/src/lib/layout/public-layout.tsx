import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { DocumentTitle } from '@chargesetu/web/ui';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { useScrollToHash } from './use-scroll-to-hash';

/** Header, content and footer of the public pages (docs/product.md §2.16). */
export function PublicLayout({ title, children }: { title?: string; children: ReactNode }) {
  useScrollToHash();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }}>
      <DocumentTitle title={title} />
      <PublicHeader />
      <Box component="main" id="main-content" sx={{ flex: 1 }}>
        {children}
      </Box>
      <PublicFooter />
    </Box>
  );
}
