import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useLocation } from 'react-router-dom';
import { FRAME_BREAKPOINT } from '../theme/primitives';
import { SkipLink } from './skip-link';
import { BOTTOM_BAR_HEIGHT, BottomBar } from './bottom-bar';
import { BOTTOM_BAR_HIDDEN_PATHS } from './nav-items';
import { SideMenu } from './side-menu';
import { TOP_BAR_HEIGHT, TopBar } from './top-bar';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * docs/product.md §2.17 app frame. From the `md` breakpoint (900 px) up: the side menu. Below it: the top bar
 * and the bottom bar. Only one set is rendered, so hidden navigation never sits in the tab order.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up(FRAME_BREAKPOINT), { noSsr: true });
  const { pathname } = useLocation();
  const bottomBar = !large && !BOTTOM_BAR_HIDDEN_PATHS.includes(pathname);

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      {large ? <SideMenu /> : <TopBar />}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flex: 1,
          minWidth: 0,
          outline: 'none',
          pt: large ? 0 : `${TOP_BAR_HEIGHT}px`,
          pb: bottomBar ? `${BOTTOM_BAR_HEIGHT + 16}px` : 0,
        }}
      >
        {children}
      </Box>
      {bottomBar && <BottomBar />}
    </Box>
  );
}
