import Chip from '@mui/material/Chip';
import { useTranslation } from '@chargesetu/web/i18n';

/** "Coming soon" next to a control that does not work yet. */
export function ComingSoon() {
  const { t } = useTranslation('dashboard');
  return <Chip size="small" label={t('settings.comingSoon')} variant="outlined" sx={{ ml: 1 }} />;
}
