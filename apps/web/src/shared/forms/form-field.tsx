import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export type TFormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label: string;
  error?: boolean;
  helperText?: ReactNode;
};

/**
 * A labelled text input with helper or error text. Built from MUI's input parts rather than
 * TextField, which also pulls in Select, Menu and Popover: the public pages stay small.
 */
export const FormField = forwardRef<HTMLInputElement, TFormFieldProps>(function FormField(
  {
    label,
    error,
    helperText,
    required,
    id,
    name,
    value,
    onChange,
    onBlur,
    type,
    autoComplete,
    maxLength,
    disabled,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const helperId = `${inputId}-helper`;
  return (
    <FormControl variant="outlined" error={error} required={required} fullWidth disabled={disabled}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        id={inputId}
        name={name}
        value={value}
        type={type}
        label={required ? `${label} *` : label}
        autoComplete={autoComplete}
        inputRef={ref}
        onChange={onChange}
        onBlur={onBlur}
        inputProps={{ maxLength, 'aria-describedby': helperText ? helperId : undefined, ...rest }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
});
