import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { useTranslation } from '@chargesetu/web/i18n';
import { BrandLogo, LanguageMenu } from '@chargesetu/web/ui';

/** docs/product.md §2.16 header links, in order. */
const LINKS = [
  { label: 'header.home', to: paths.landing.path, primary: false },
  { label: 'header.whyUs', to: paths.product.path, primary: false },
  { label: 'header.userLogin', to: paths.signIn.path, primary: true },
  { label: 'header.adminLogin', to: paths.adminLogin.path, primary: false },
] as const;

/**
 * The header of the landing, product and legal pages; the links fold into a menu on phones. The language
 * switch sits beside them (its short form below the desktop width).
 */
export function PublicHeader() {
  const { t } = useTranslation('public');
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
          gap: { xs: 1, sm: 2 },
        }}
      >
        <BrandLogo to={paths.landing.path} />
        <Box sx={{ flex: 1 }} />
        <Box
          component="nav"
          aria-label={t('header.siteNav')}
          sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5, alignItems: 'center' }}
        >
          {LINKS.map((link) => {
            const current = pathname === link.to;
            const { primary } = link;
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
                {t(link.label)}
              </Button>
            );
          })}
        </Box>
        <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
          <LanguageMenu compact />
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
          <LanguageMenu />
        </Box>
        <IconButton
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
          aria-label={t('header.openMenu')}
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
              {t(link.label)}
            </MenuItem>
          ))}
        </Menu>
      </Box>
    </Box>
  );
}
