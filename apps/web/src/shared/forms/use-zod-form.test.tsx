import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_MESSAGE, ZRegisterRequest } from '@dfs/contracts';
import { FormField } from './form-field';
import { useZodForm } from './use-zod-form';

const ZForm = ZRegisterRequest.pick({ userName: true, email: true, password: true });

function SignUpLike({ onValid }: { onValid: (v: unknown) => Promise<void> }) {
  const form = useZodForm({ schema: ZForm, defaultValues: { userName: '', email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={(e) => void form.handleSubmit(onValid)(e)} noValidate>
      <FormField label="User name" {...form.register('userName')} helperText={errors.userName?.message} />
      <FormField label="E-mail" {...form.register('email')} helperText={errors.email?.message} />
      <FormField
        label="Password"
        type="password"
        {...form.register('password')}
        helperText={errors.password?.message}
      />
      <button type="submit" disabled={isSubmitting}>
        Sign up
      </button>
    </form>
  );
}

describe('useZodForm with the contracts schema', () => {
  it('shows the server’s messages for a field once it has been left, and clears them as it is fixed', async () => {
    const user = userEvent.setup();
    render(<SignUpLike onValid={vi.fn()} />);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'not-an-email');
    expect(screen.queryByText('E-mail must be valid')).toBeNull();
    await user.tab();
    expect(screen.getByText('E-mail must be valid')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'ok@example.com');
    expect(screen.queryByText('E-mail must be valid')).toBeNull();
    // Other fields stay quiet until they are touched.
    expect(screen.queryByText('Name is required')).toBeNull();
  });

  it('refuses to submit an invalid form, naming every problem, and submits a valid one once', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const onValid = vi.fn(() => new Promise<void>((r) => (release = r)));
    render(<SignUpLike onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('E-mail is required')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'User name' }), 'maria_k');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'Maria@Example.com');
    await user.type(screen.getByLabelText('Password'), 'weakpass');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText(PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Strong#Pass1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    fireEvent.submit(screen.getByRole('button', { name: 'Sign up' }).closest('form')!);
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith({
      userName: 'maria_k',
      email: 'Maria@Example.com',
      password: 'Strong#Pass1',
    });
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    release();
  });
});
