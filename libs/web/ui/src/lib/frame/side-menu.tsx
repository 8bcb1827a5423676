import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths, returnState } from '@chargesetu/web/routes';
import { selectCurrentUser, useAppSelector } from '@chargesetu/web/data-access';
import { BrandLogo } from '../brand/brand-logo';
import { LanguageMenu } from '../language/language-menu';
import { AccountMenu } from './account-menu';
import { isActive, SIDE_MENU_ITEMS } from './nav-items';
import { NotificationsButton } from './notifications-button';
import { useSignOut } from './use-sign-out';
import { useTranslation } from '@chargesetu/web/i18n';

export const SIDE_MENU_WIDTH = 264;

/**
 * docs/product.md §2.17 side menu for large screens: items, Sign In when signed out, the user with the
 * notification bell, and Sign out.
 */
export function SideMenu() {
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  const { pathname } = location;
  const signOut = useSignOut();
  const { t } = useTranslation('common');
  const items = SIDE_MENU_ITEMS.filter((i) => user || !i.signedInOnly);

  return (
    <Drawer
      variant="permanent"
      sx={{ width: SIDE_MENU_WIDTH, flexShrink: 0 }}
      slotProps={{
        paper: { sx: { width: SIDE_MENU_WIDTH, borderRadius: 0, p: 2, display: 'flex', gap: 2 } },
      }}
    >
      <Box
        sx={{
          px: 1,
          py: 0.5,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <BrandLogo to={paths.home.path} />
        <LanguageMenu compact />
      </Box>
      <Box component="nav" aria-label={t('frame.mainNav')} sx={{ flex: 1 }}>
        <List disablePadding>
          {items.map((navItem) => {
            const Icon = navItem.icon;
            const active = isActive(pathname, navItem);
            return (
              <ListItem key={navItem.to} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={navItem.to}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                >
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={navItem.label} />
                </ListItemButton>
              </ListItem>
            );
          })}
          {!user && (
            <ListItem disablePadding>
              <ListItemButton component={RouterLink} to={paths.login.path} state={returnState(location)}>
                <ListItemIcon>
                  <LoginOutlined />
                </ListItemIcon>
                <ListItemText primary={t('frame.signIn')} />
              </ListItemButton>
            </ListItem>
          )}
        </List>
      </Box>
      {user && (
        <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
            <AccountMenu user={user} size={40} opensUpward />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography sx={{ fontWeight: 700 }} noWrap>
                {user.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {user.email || `@${user.username}`}
              </Typography>
            </Box>
            <NotificationsButton opensSideways />
          </Box>
          <Button
            fullWidth
            variant="outlined"
            color="inherit"
            startIcon={<LogoutOutlined />}
            onClick={signOut}
          >
            {t('frame.signOut')}
          </Button>
        </Box>
      )}
    </Drawer>
  );
}
