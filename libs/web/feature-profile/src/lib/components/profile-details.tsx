import { useState, type ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { userInitial, type SessionUser } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { paths } from '@chargesetu/web/routes';
import { useSignOut, visuallyHidden } from '@chargesetu/web/ui';
import { EditProfileDialog } from './edit-profile-dialog';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        gap: { xs: 0.25, sm: 2 },
        py: 1.5,
      }}
    >
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * docs/product.md §2.9 "My Profile": avatar, name, email, username, phone, masked password and the actions.
 */
export function ProfileDetails({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const signOut = useSignOut();
  const [editing, setEditing] = useState(false);
  const displayName = user.name || user.username;

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <Avatar sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: 28, fontWeight: 700 }}>
            {userInitial(user)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {displayName}
            </Typography>
            <Typography color="text.secondary">@{user.username}</Typography>
          </Box>
        </Box>
        <Divider />
        <Box component="dl" sx={{ m: 0 }}>
          <Row label={t('details.fullName')}>{displayName}</Row>
          <Row label={t('details.email')}>{user.email || t('details.notProvided')}</Row>
          <Row label={t('details.username')}>{user.username}</Row>
          <Row label={t('details.phone')}>{user.phone || t('details.notProvided')}</Row>
          <Row label={t('details.password')}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Box component="span" aria-hidden="true" sx={{ letterSpacing: '0.2em' }}>
                ••••••••
              </Box>
              <Box component="span" sx={visuallyHidden}>
                {t('details.hidden')}
              </Box>
              <Button
                component={RouterLink}
                to={paths.settings.path}
                size="small"
                variant="outlined"
                startIcon={<LockOutlined />}
              >
                {t('details.changePassword')}
              </Button>
            </Box>
          </Row>
        </Box>
        <Divider sx={{ mb: 3 }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('details.edit')}
          </Button>
          <Button variant="outlined" color="inherit" startIcon={<LogoutOutlined />} onClick={signOut}>
            {t('details.signOut')}
          </Button>
        </Stack>
      </CardContent>
      <EditProfileDialog open={editing} user={user} onClose={() => setEditing(false)} />
    </Card>
  );
}
