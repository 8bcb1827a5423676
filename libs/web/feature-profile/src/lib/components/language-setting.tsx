import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { LANGUAGES, type Language } from '@chargesetu/shared/domain';
import { LANGUAGE_NAMES, useTranslation } from '@chargesetu/web/i18n';
import { useLanguage } from '@chargesetu/web/ui';

/**
 * docs/product.md §2.9 "My Profile" and §2.20: the language the app is shown in. Choosing one redraws the app
 * in it at once and saves it on the account (PUT /api/auth/me/language), so it follows the driver to their
 * other devices. Each language is named in itself.
 */
export function LanguageSetting() {
  const { t } = useTranslation('profile');
  const [language, setLanguage] = useLanguage();
  return (
    <Card component="section" aria-labelledby="language-setting-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="language-setting-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('language.title')}
        </Typography>
        <Typography id="language-setting-text" color="text.secondary" sx={{ mb: 1 }}>
          {t('language.explanation')}
        </Typography>
        <RadioGroup
          row
          name="language"
          value={language}
          aria-labelledby="language-setting-title"
          aria-describedby="language-setting-text"
          onChange={(_event, value) => void setLanguage(value as Language)}
        >
          {LANGUAGES.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={LANGUAGE_NAMES[option]}
              lang={option}
            />
          ))}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}
