import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@chargesetu/web/i18n';
import { SectionCard } from '../components/section-card';
import { NOTIFICATION_TEMPLATES } from './platform-facts';

/**
 * The System tab's "Notification templates" (docs/product.md §2.14): what drivers are really told, and
 * where. Nothing is sent by SMS or e-mail, so there is no template to edit.
 */
export function NotificationTemplatesSection() {
  const { t } = useTranslation('admin');
  return (
    <SectionCard title={t('system.templates.title')} subtitle={t('system.templates.subtitle')}>
      <Stack spacing={2}>
        {NOTIFICATION_TEMPLATES.map((n) => (
          <Paper key={n.name} variant="outlined" sx={{ p: 2 }} data-testid={`template-${n.name}`}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {t(n.title)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t(n.channel)}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t(n.says)}
            </Typography>
          </Paper>
        ))}
      </Stack>
    </SectionCard>
  );
}
