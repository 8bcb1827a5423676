import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths, returnState } from '@chargesetu/web/routes';
import { selectCurrentUser, useAppSelector, userInitial } from '@chargesetu/web/data-access';
import { MORE_ITEMS } from './nav-items';
import { useSignOut } from './use-sign-out';
import { useTranslation } from '@chargesetu/web/i18n';

/** docs/product.md §9: the More sheet is at most 70% of the viewport high. */
export const MORE_SHEET_MAX_HEIGHT = '70vh';

/** docs/product.md §2.17 More sheet: the signed-in items, the user's name and email, and Sign Out. */
export function MoreSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useAppSelector(selectCurrentUser);
  const signOut = useSignOut();
  // Signing in from the sheet comes back to the page under it, query included.
  const location = useLocation();
  const titleId = 'more-sheet-title';
  const { t } = useTranslation('common');

  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          'data-testid': 'more-sheet',
          sx: { maxHeight: MORE_SHEET_MAX_HEIGHT, borderTopLeftRadius: 20, borderTopRightRadius: 20, pb: 2 },
        } as object,
      }}
    >
      <Box
        aria-hidden="true"
        sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'divider', mx: 'auto', mt: 1.5 }}
      />
      <Typography id={titleId} component="h2" variant="h6" sx={{ px: 2.5, pt: 1.5 }}>
        {t('frame.more')}
      </Typography>
      {user ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, py: 1.5 }}>
          <Avatar sx={{ bgcolor: 'primary.main', fontWeight: 700 }}>{userInitial(user)}</Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {user.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          </Box>
        </Box>
      ) : (
        <Box sx={{ px: 2.5, py: 1.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('frame.moreSignInPrompt')}
          </Typography>
          <Button
            component={RouterLink}
            to={paths.login.path}
            state={returnState(location)}
            variant="contained"
            fullWidth
            onClick={onClose}
          >
            {t('frame.signIn')}
          </Button>
        </Box>
      )}
      <Divider />
      <List sx={{ px: 1, overflowY: 'auto' }}>
        {MORE_ITEMS.map(({ label, to, icon: Icon }) => (
          <ListItem key={to} disablePadding>
            <ListItemButton component={RouterLink} to={to} onClick={onClose}>
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={label} />
            </ListItemButton>
          </ListItem>
        ))}
        {user && (
          <ListItem disablePadding>
            <ListItemButton
              onClick={() => {
                onClose();
                signOut();
              }}
            >
              <ListItemIcon>
                <LogoutOutlined />
              </ListItemIcon>
              <ListItemText primary={t('frame.signOutSheet')} />
            </ListItemButton>
          </ListItem>
        )}
      </List>
    </Drawer>
  );
}
