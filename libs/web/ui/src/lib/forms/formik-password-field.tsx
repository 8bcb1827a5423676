import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from '@chargesetu/web/i18n';
import { FormikTextField, type FormikTextFieldProps } from './formik-text-field';

export type FormikPasswordFieldProps = Omit<FormikTextFieldProps, 'type'>;

/**
 * A Formik password field with a show/hide toggle: on a phone keyboard a typo in a hidden password is
 * the commonest reason a sign-in fails. The toggle is a labelled toggle button (aria-pressed).
 */
export function FormikPasswordField({ label, slotProps, ...props }: FormikPasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation('common');
  const what = typeof label === 'string' ? label.toLowerCase() : t('forms.password');
  return (
    <FormikTextField
      {...props}
      label={label}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={t('forms.show', { what })}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
