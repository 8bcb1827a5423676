import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { selectCurrentUser, useAppSelector } from '@chargesetu/web/data-access';
import { paths } from '@chargesetu/web/routes';
import { BrandLogo, PlaceholderPage, useSignOut } from '@chargesetu/web/ui';

/** Placeholder: the admin dashboard (/admin-dashboard, spec 2.14), owned by the dashboards feature. */
export default function AdminDashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  const signOut = useSignOut('You have been logged out of the admin dashboard');
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5 }}>
          <BrandLogo to={paths.adminDashboard.path} />
          <Typography sx={{ flex: 1, fontWeight: 600 }} noWrap>
            Welcome, {user?.name || 'Admin'}
          </Typography>
          <Button variant="outlined" color="inherit" startIcon={<LogoutOutlined />} onClick={signOut}>
            Logout
          </Button>
        </Container>
      </Box>
      <Box component="main" id="main-content">
        <PlaceholderPage
          title="Admin Dashboard"
          description="Users, stations, active sessions and revenue at a glance, with station approvals, refunds, analytics, system settings and support tickets."
        />
      </Box>
    </Box>
  );
}
