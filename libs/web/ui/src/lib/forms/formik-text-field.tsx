import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';

export type FormikTextFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  name: string;
};

/**
 * An MUI text field bound to the Formik field `name`: value, change, blur, and the Yup message shown
 * once the field was touched. The label is always a real <label> (pass `label`).
 */
export function FormikTextField({ name, helperText, id, ...props }: FormikTextFieldProps) {
  const [field, meta] = useField<string | number | null | undefined>(name);
  const showError = meta.touched && Boolean(meta.error);
  return (
    <TextField
      {...props}
      {...field}
      id={id ?? `field-${name}`}
      value={field.value ?? ''}
      error={showError}
      helperText={showError ? meta.error : helperText}
    />
  );
}
