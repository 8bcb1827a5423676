import { useId, useRef } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { useToast } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';

export interface CopyFieldProps {
  label: string;
  /** The value in a sentence, in the language shown: "connection URL" ("Copy connection URL"). */
  what: string;
  value: string;
}

/**
 * A read-only value with a copy button. Where the browser gives no clipboard (a page served over plain
 * HTTP), the text is selected instead so it can be copied by hand.
 */
export function CopyField({ label, what, value }: CopyFieldProps) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('credentials.copied'), t('credentials.copiedText', { what }));
    } catch {
      input.current?.select();
      toast.info(t('credentials.copyByHand'), t('credentials.copyByHandText', { what }));
    }
  };

  return (
    <TextField
      id={id}
      label={label}
      value={value}
      fullWidth
      inputRef={input}
      onFocus={(e) => e.target.select()}
      slotProps={{
        htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={t('credentials.copy', { what })}>
                <IconButton
                  aria-label={t('credentials.copy', { what })}
                  onClick={() => void copy()}
                  edge="end"
                >
                  <ContentCopyOutlined />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
