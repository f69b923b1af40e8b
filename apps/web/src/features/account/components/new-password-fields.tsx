import { FormField, type TFormFieldProps } from '../../../shared/forms/form-field';
import { PasswordRules } from './password-rules';

/**
 * A new password with its rules checked as the user types, then its confirmation (the password
 * change and the reset by e-mail code ask the same). Each field gets `form.field(name)`.
 */
export function NewPasswordFields(props: {
  password: Omit<TFormFieldProps, 'label'>;
  confirm: Omit<TFormFieldProps, 'label'>;
  /** What is typed in the password field, for the rules. */
  value: string;
}) {
  return (
    <>
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        {...props.password}
      />
      <PasswordRules password={props.value} />
      <FormField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        {...props.confirm}
      />
    </>
  );
}
