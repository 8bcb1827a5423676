import { useState } from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import MoreHorizOutlined from '@mui/icons-material/MoreHorizOutlined';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { selectCurrentUser, useAppSelector } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { BOTTOM_BAR_ITEMS, isActive } from './nav-items';
import { MoreSheet } from './more-sheet';
import { BOTTOM_BAR_SCROLL_RULES } from './scroll-visibility';
import { useScrollVisibility } from './use-scroll-visibility';

export const BOTTOM_BAR_HEIGHT = 64;

/**
 * docs/product.md §2.17 small-screen bottom bar: Book, Bookings (signed in), Assistant and More. It hides on
 * scroll down and returns on scroll up or within 100 px of the page end.
 */
export function BottomBar() {
  const { t } = useTranslation('common');
  const user = useAppSelector(selectCurrentUser);
  const { pathname } = useLocation();
  const scrolledIntoView = useScrollVisibility(BOTTOM_BAR_SCROLL_RULES);
  const [moreOpen, setMoreOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const visible = scrolledIntoView || focused || moreOpen;
  const items = BOTTOM_BAR_ITEMS.filter((i) => user || !i.signedInOnly);
  const current = items.find((i) => isActive(pathname, i))?.to ?? (moreOpen ? 'more' : null);

  return (
    <Paper
      component="nav"
      aria-label={t('frame.quickNav')}
      data-testid="bottom-bar"
      data-hidden={!visible}
      elevation={8}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        borderRadius: 0,
        borderTop: 1,
        borderColor: 'divider',
        pb: 'env(safe-area-inset-bottom)',
        transform: visible ? 'none' : 'translateY(100%)',
        transition: (theme) =>
          theme.transitions.create('transform', { duration: theme.transitions.duration.shorter }),
      }}
    >
      <BottomNavigation showLabels value={current} sx={{ height: BOTTOM_BAR_HEIGHT }}>
        {items.map(({ label, to, icon: Icon }) => (
          <BottomNavigationAction
            key={to}
            value={to}
            label={label}
            icon={<Icon />}
            component={RouterLink}
            to={to}
            aria-current={current === to ? 'page' : undefined}
          />
        ))}
        <BottomNavigationAction
          value="more"
          label={t('frame.more')}
          icon={<MoreHorizOutlined />}
          onClick={() => setMoreOpen(true)}
          aria-haspopup="dialog"
          aria-expanded={moreOpen}
        />
      </BottomNavigation>
      <MoreSheet open={moreOpen} onClose={() => setMoreOpen(false)} />
    </Paper>
  );
}
