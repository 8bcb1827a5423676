import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { BrandLogo } from '@chargesetu/web/ui';

/** docs/product.md §2.16 header links, in order. */
const LINKS = [
  { label: 'Home', to: paths.landing.path },
  { label: 'Why Us?', to: paths.product.path },
  { label: 'User Login', to: paths.signIn.path },
  { label: 'Admin Login', to: paths.adminLogin.path },
] as const;

/** The header of the landing, product and legal pages; the links fold into a menu on phones. */
export function PublicHeader() {
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        bgcolor: 'rgba(255, 255, 255, 0.92)',
        backdropFilter: 'blur(8px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2, md: 4 },
          height: 64,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <BrandLogo to={paths.landing.path} />
        <Box sx={{ flex: 1 }} />
        <Box
          component="nav"
          aria-label="Site"
          sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5, alignItems: 'center' }}
        >
          {LINKS.map((link) => {
            const current = pathname === link.to;
            const primary = link.label === 'User Login';
            return (
              <Button
                key={link.to}
                component={RouterLink}
                to={link.to}
                aria-current={current ? 'page' : undefined}
                variant={primary ? 'contained' : 'text'}
                color={primary ? 'primary' : 'inherit'}
                sx={{ fontWeight: current ? 800 : 600 }}
              >
                {link.label}
              </Button>
            );
          })}
        </Box>
        <IconButton
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
          aria-label="Open site menu"
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MenuOutlined />
        </IconButton>
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {LINKS.map((link) => (
            <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={() => setAnchor(null)}>
              {link.label}
            </MenuItem>
          ))}
        </Menu>
      </Box>
    </Box>
  );
}
