import { USERNAME_MAX, ZRegisterRequest } from '@dfs/contracts';
import { FormField } from '../../../shared/forms/form-field';
import type { useZodForm } from '../../../shared/forms/use-zod-form';

/** What both sign-up pages (/sign-up and /click/sign-up) ask for. */
export const ZSignUpForm = ZRegisterRequest.pick({ userName: true, email: true, password: true });
export type TSignUpForm = { userName: string; email: string; password: string };
export const SIGN_UP_DEFAULTS: TSignUpForm = { userName: '', email: '', password: '' };

/** User name (with its length count), e-mail and new password fields of a sign-up form. */
export function SignUpFields({ form }: { form: ReturnType<typeof useZodForm<TSignUpForm>> }) {
  const userNameError = form.formState.errors.userName;
  const userName = form.watch('userName');
  return (
    <>
      <FormField
        label="User name"
        autoComplete="username"
        required
        maxLength={USERNAME_MAX}
        {...form.register('userName')}
        error={!!userNameError}
        helperText={userNameError?.message ?? `${userName.length}/${USERNAME_MAX}`}
      />
      <FormField label="E-mail" type="email" autoComplete="email" required {...form.field('email')} />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        {...form.field('password')}
      />
    </>
  );
}
