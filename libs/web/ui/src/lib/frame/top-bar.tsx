import { useState, type FormEvent } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Toolbar from '@mui/material/Toolbar';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths, returnState } from '@chargesetu/web/routes';
import { selectCurrentUser, useAppSelector } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { BrandLogo } from '../brand/brand-logo';
import { LanguageMenu } from '../language/language-menu';
import { AccountMenu } from './account-menu';
import { hasBackButton } from './nav-items';
import { NotificationsButton } from './notifications-button';
import { TOP_BAR_SCROLL_RULES } from './scroll-visibility';
import { useScrollVisibility } from './use-scroll-visibility';

export const TOP_BAR_HEIGHT = 64;

/**
 * docs/product.md §2.17 small-screen top bar: back button on detail pages, logo, search, and the notification
 * icon with the user's initial (or Sign In). It slides away when scrolling down past 60 px and returns on
 * about 10 px of upward scroll or near the top; it also returns when keyboard focus enters it.
 */
export function TopBar() {
  const { t } = useTranslation('common');
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  const { pathname } = location;
  const navigate = useNavigate();
  const scrolledIntoView = useScrollVisibility(TOP_BAR_SCROLL_RULES);
  const [focused, setFocused] = useState(false);
  const visible = scrolledIntoView || focused;

  const goBack = () => {
    // React Router numbers history entries; idx 0 means the user landed here directly.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(paths.home.path);
  };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(query ? `${paths.home.path}?q=${encodeURIComponent(query)}` : paths.home.path);
  };

  return (
    <AppBar
      position="fixed"
      data-testid="top-bar"
      data-hidden={!visible}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      sx={{
        transform: visible ? 'none' : 'translateY(-100%)',
        transition: (theme) =>
          theme.transitions.create('transform', { duration: theme.transitions.duration.shorter }),
      }}
    >
      <Toolbar sx={{ gap: 1, minHeight: TOP_BAR_HEIGHT, px: { xs: 1.5, sm: 2 } }}>
        {hasBackButton(pathname) && (
          <IconButton edge="start" onClick={goBack} aria-label={t('topBar.back')}>
            <ArrowBackOutlined />
          </IconButton>
        )}
        <BrandLogo to={paths.home.path} compact />
        <Box
          component="form"
          role="search"
          onSubmit={search}
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            height: 40,
            borderRadius: 999,
            bgcolor: 'background.default',
            border: 1,
            borderColor: 'divider',
            '&:focus-within': { borderColor: 'primary.main' },
          }}
        >
          <SearchOutlined fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden="true" />
          <InputBase
            name="q"
            type="search"
            placeholder={t('topBar.searchPlaceholder')}
            sx={{ flex: 1, fontSize: '0.95rem', minWidth: 0 }}
            slotProps={{ input: { 'aria-label': t('topBar.searchLabel') } }}
          />
        </Box>
        <LanguageMenu compact />
        {user ? (
          <>
            <NotificationsButton />
            <AccountMenu user={user} size={32} />
          </>
        ) : (
          <Button
            component={RouterLink}
            to={paths.login.path}
            state={returnState(location)}
            variant="contained"
            size="small"
            sx={{ flexShrink: 0 }}
          >
            {t('topBar.signIn')}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
