import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export type FormikSelectProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select' | 'children'
> & {
  name: string;
  options: readonly SelectOption[];
};

/** An MUI select bound to the Formik field `name`, labelled like any text field. */
export function FormikSelect({ name, options, helperText, id, ...props }: FormikSelectProps) {
  const [field, meta] = useField<string | number | null | undefined>(name);
  const showError = meta.touched && Boolean(meta.error);
  return (
    <TextField
      {...props}
      {...field}
      select
      id={id ?? `field-${name}`}
      value={field.value ?? ''}
      error={showError}
      helperText={showError ? meta.error : helperText}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
