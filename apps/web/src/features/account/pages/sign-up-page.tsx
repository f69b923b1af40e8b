import { BusyForm } from '../../../shared/forms/busy-form';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { OPEN_STATUSES, PRICE_KEYS, type TPriceKey, type TRegisterRequest } from '@dfs/contracts';
import { TextLink } from '../../../shared/forms/text-link';
import { apiMessage } from '../../../shared/api/api-client';
import { notifyAfterRedirect, useNotify } from '../../../shared/notifications/notifications';
import { homePath } from '../../../shared/session/home-path';
import { PageCard } from '../components/page-card';
import { useRegister } from '../api/sign-up-api';
import { useMe } from '../../../shared/session/use-me';
import { useLogin } from '../api/login-api';
import { useAfterLogin } from '../api/after-login';
import { useCreateSession } from '../api/account-api';
import { PasswordRules } from '../components/password-rules';
import { SIGN_UP_DEFAULTS, SignUpFields, ZSignUpForm, type TSignUpForm } from '../components/sign-up-fields';

const UTM_KEYS = ['source', 'campaign', 'medium', 'term', 'content'] as const;

/** /sign-up: user name, e-mail, password; utm_* query values are carried to the server. */
export default function SignUpPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [search] = useSearchParams();
  const register = useRegister();
  const login = useLogin();
  const after = useAfterLogin();
  const checkout = useCreateSession();
  const me = useMe();
  // price_id names the price; a bare planType of a paid plan means its monthly price.
  const planType = search.get('planType')?.toLowerCase();
  const priceParam =
    search.get('price_id') ??
    (planType === 'premium' || planType === 'platinum' ? `${planType}_monthly` : null);
  const priceId = (PRICE_KEYS as readonly string[]).includes(priceParam ?? '')
    ? (priceParam as TPriceKey)
    : undefined;

  // SPEC section 4: a signed-in user who already has a payment customer is registered already;
  // one whose account is open goes to the app. Not while this form signs its new account in.
  const settled = register.isIdle && login.isIdle;
  const openUser = !!me.data && OPEN_STATUSES.has(me.data.status) && settled;
  useEffect(() => {
    if (me.data?.hasCustomer && !openUser && settled) {
      notify('info', 'You are already registered: choose your plan.');
      void navigate('/pricing', { replace: true });
    }
  }, [me.data, navigate, notify, openUser, settled]);
  const form = useZodForm<TSignUpForm>({ schema: ZSignUpForm, defaultValues: SIGN_UP_DEFAULTS });
  const { isSubmitting } = form.formState;
  const password = form.watch('password');

  const onSubmit = form.handleSubmit(async (values) => {
    const body: TRegisterRequest = { ...values, ...(priceId ? { price_id: priceId } : {}) };
    for (const key of UTM_KEYS) {
      const v = search.get(`utm_${key}`) ?? search.get(key);
      if (v) body[key] = v.slice(0, 200);
    }
    try {
      const { message } = await register.mutateAsync(body);
      const registered = message || 'Successfully Registration';
      if (!priceId) {
        // Free: the e-mail link activates the account.
        notify('success', registered);
        await navigate('/freeuser/success', { state: { userName: values.userName } });
        return;
      }
      // A paid plan: sign in and open its checkout at once.
      const { data } = await login.mutateAsync({ userName: values.userName, password: values.password });
      if (data.next !== 'pricing') {
        notify('success', registered);
        await after.follow(data);
        return;
      }
      const session = await checkout.mutateAsync({ price_id: priceId, withoutTrial: false });
      // A full-page redirect to the checkout follows: both notices wait for the next page.
      notifyAfterRedirect('success', registered);
      notifyAfterRedirect('success', session.message || 'Created session Successfully.');
      window.location.assign(session.data.url);
    } catch (err) {
      const reason = apiMessage(err, 'Please try again.');
      notify('error', `There was an error with Registration: ${reason}`);
    }
  });

  if (openUser) return <Navigate to={homePath()} replace />;

  return (
    <PageCard
      maxWidth={440}
      title="Create your account"
      subtitle={
        priceId
          ? `Then pay for ${priceId.replace('_', ' ')} in the checkout.`
          : 'Free plan: all four sports, 3 lineups per build.'
      }
    >
      <BusyForm label="Sign up" busy={isSubmitting} onSubmit={onSubmit}>
        <SignUpFields form={form} />
        <PasswordRules password={password} />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account…' : 'Sign up'}
        </Button>
        <Typography variant="body2">
          Already have an account? <TextLink to="/login">Log in</TextLink>
        </Typography>
        <Typography variant="body2">
          {priceId ? 'Another plan? ' : 'More lineups, projections and props? '}
          <TextLink to="/pricing">Compare plans and prices</TextLink>
        </Typography>
      </BusyForm>
    </PageCard>
  );
}
