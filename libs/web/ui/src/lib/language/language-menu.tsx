import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { LANGUAGES } from '@chargesetu/shared/domain';
import { LANGUAGE_NAMES, useTranslation } from '@chargesetu/web/i18n';
import { useLanguage } from './use-language';

/** The top bar's and side menu's language switch: the language shown, and a menu of the others. */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const [language, setLanguage] = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const shown = compact ? (language === 'en' ? 'EN' : 'हि') : LANGUAGE_NAMES[language];
  return (
    <>
      <Button
        color="inherit"
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        // The name starts with the text shown, so speech input ("click EN") finds it.
        aria-label={`${shown}: ${t('language.choose', { language: LANGUAGE_NAMES[language] })}`}
        startIcon={compact ? undefined : <TranslateOutlined fontSize="small" />}
        sx={{ flexShrink: 0, minWidth: 0, px: compact ? 1 : 1.5, fontWeight: 600 }}
      >
        {shown}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            selected={option === language}
            onClick={() => {
              setAnchor(null);
              void setLanguage(option);
            }}
          >
            {LANGUAGE_NAMES[option]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
