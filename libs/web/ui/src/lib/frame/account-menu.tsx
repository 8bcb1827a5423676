import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { userInitial, type SessionUser } from '@chargesetu/web/data-access';
import { ACCOUNT_MENU_ITEMS } from './nav-items';
import { useSignOut } from './use-sign-out';
import { useTranslation } from '@chargesetu/web/i18n';

/** docs/product.md §2.17 header menu behind the user's initial: Dashboard, Profile, Settings, Log out. */
export function AccountMenu({
  user,
  size = 36,
  opensUpward = false,
}: {
  user: SessionUser;
  size?: number;
  /** At the foot of the side menu the menu opens above the avatar, keeping the user's name visible. */
  opensUpward?: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const signOut = useSignOut();
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const { t } = useTranslation('common');

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('frame.accountMenuFor', { name: user.name })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        sx={{ p: 0.5 }}
      >
        <Avatar
          sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.45, fontWeight: 700 }}
        >
          {userInitial(user)}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={
          opensUpward ? { vertical: 'top', horizontal: 'left' } : { vertical: 'bottom', horizontal: 'right' }
        }
        transformOrigin={
          opensUpward ? { vertical: 'bottom', horizontal: 'left' } : { vertical: 'top', horizontal: 'right' }
        }
      >
        {ACCOUNT_MENU_ITEMS.map(({ label, to, icon: Icon }) => (
          <MenuItem key={to} component={RouterLink} to={to} onClick={close}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            signOut();
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('frame.logOut')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
