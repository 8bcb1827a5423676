import { useId, useRef } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { useToast } from '@chargesetu/web/data-access';

export interface CopyFieldProps {
  label: string;
  /** The value in a sentence: "connection URL" ("Copy connection URL"). */
  what: string;
  value: string;
}

/**
 * A read-only value with a copy button. Where the browser gives no clipboard (a page served over plain
 * HTTP), the text is selected instead so it can be copied by hand.
 */
export function CopyField({ label, what, value }: CopyFieldProps) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success('Copied', `The ${what} is on the clipboard.`);
    } catch {
      input.current?.select();
      toast.info('Copy it by hand', `The browser did not allow copying: the ${what} is selected.`);
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
              <Tooltip title={`Copy ${what}`}>
                <IconButton aria-label={`Copy ${what}`} onClick={() => void copy()} edge="end">
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
