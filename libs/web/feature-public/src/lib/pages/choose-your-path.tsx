import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ElectricCarOutlined from '@mui/icons-material/ElectricCarOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@chargesetu/web/i18n';
import { paths } from '@chargesetu/web/routes';

/** A "Choose Your Path" card; its texts are keys of the 'public' namespace. */
interface PathCard {
  id: string;
  icon: SvgIconComponent;
  title: string;
  text: string;
  points: string[];
  action: { label: string; to: string };
  secondary?: { label: string; to: string };
}

const PATHS: PathCard[] = [
  {
    id: 'path-users',
    icon: ElectricCarOutlined,
    title: 'paths.usersTitle',
    text: 'paths.usersText',
    points: ['paths.usersPoint1', 'paths.usersPoint2', 'paths.usersPoint3'],
    action: { label: 'paths.userLogin', to: paths.signIn.path },
    secondary: { label: 'paths.createAccount', to: paths.register.path },
  },
  {
    id: 'path-admins',
    icon: AdminPanelSettingsOutlined,
    title: 'paths.adminsTitle',
    text: 'paths.adminsText',
    points: ['paths.adminsPoint1', 'paths.adminsPoint2', 'paths.adminsPoint3'],
    action: { label: 'paths.adminLogin', to: paths.adminLogin.path },
  },
];

/** docs/product.md §2.16 "Choose Your Path": EV users or administrators. */
export function ChooseYourPath() {
  const { t } = useTranslation('public');
  return (
    <Box
      component="section"
      aria-labelledby="choose-path-title"
      sx={{ bgcolor: 'background.default', py: { xs: 6, md: 9 } }}
    >
      <Box sx={{ maxWidth: 1000, mx: 'auto', px: { xs: 2, md: 4 } }}>
        <Typography id="choose-path-title" variant="h2" sx={{ textAlign: 'center', mb: 1.5 }}>
          {t('paths.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 5 }}>
          {t('paths.subtitle')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {PATHS.map(({ id, icon: Icon, title, text, points, action, secondary }) => (
            <Card key={id} component="article" aria-labelledby={id} sx={{ display: 'flex' }}>
              <CardContent sx={{ p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column', flex: 1 }}>
                <Icon color="primary" sx={{ fontSize: 40, mb: 1.5 }} aria-hidden="true" />
                <Typography id={id} variant="h4" component="h3" sx={{ mb: 1 }}>
                  {t(title)}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {t(text)}
                </Typography>
                <Box
                  component="ul"
                  sx={{
                    listStyle: 'none',
                    p: 0,
                    m: 0,
                    mb: 3,
                    display: 'grid',
                    gap: 1.25,
                    flex: 1,
                    alignContent: 'start',
                  }}
                >
                  {points.map((point) => (
                    <Box
                      component="li"
                      key={point}
                      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
                    >
                      <CheckCircleOutlined
                        color="primary"
                        fontSize="small"
                        sx={{ mt: 0.25 }}
                        aria-hidden="true"
                      />
                      <span>{t(point)}</span>
                    </Box>
                  ))}
                </Box>
                <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
                  <Button component={RouterLink} to={action.to} variant="contained" size="large">
                    {t(action.label)}
                  </Button>
                  {secondary && (
                    <Button component={RouterLink} to={secondary.to} variant="outlined" size="large">
                      {t(secondary.label)}
                    </Button>
                  )}
                </Box>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
