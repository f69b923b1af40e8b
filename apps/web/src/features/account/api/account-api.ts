import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountEndpoints,
  paymentEndpoints,
  type TCreateSessionRequest,
  type TForgotPasswordRequest,
  type TLocalCompleteRequest,
  type TResetPasswordRequest,
  type TSendVerifyEmailRequest,
  type TVerifyEmailRequest,
  type TVerifyOtpRequest,
} from '@dfs/contracts';
import { apiCall } from '../../../shared/api/api-client';
import { sessionKeys } from '../../../shared/session/use-me';

/** Query keys of the account feature. */
export const accountKeys = {
  prices: ['account', 'prices'] as const,
  status: (userId: string) => ['account', 'status', userId] as const,
  checkout: (id: string) => ['account', 'checkout', id] as const,
  mailbox: ['account', 'mailbox'] as const,
};

/** The configured prices and which card provider is in use. */
export const usePrices = () =>
  useQuery({
    queryKey: accountKeys.prices,
    queryFn: async () => (await apiCall(paymentEndpoints.prices)).data,
  });

/** The server's view of an account's subscription (the status notification and page guards). */
export const useUserStatus = (userId: string | undefined) =>
  useQuery({
    queryKey: accountKeys.status(userId ?? ''),
    enabled: !!userId,
    queryFn: async () => (await apiCall(accountEndpoints.userStatus, { userId: userId! })).data,
  });

/** Checkout with (createsession) or without trial (createsessionwithoutrial). */
export const useCreateSession = () =>
  useMutation({
    mutationFn: ({ withoutTrial, ...body }: TCreateSessionRequest & { withoutTrial: boolean }) =>
      apiCall(
        withoutTrial ? paymentEndpoints.createSessionWithoutTrial : paymentEndpoints.createSession,
        body,
      ),
  });

export const useCreatePortal = () =>
  useMutation({ mutationFn: () => apiCall(paymentEndpoints.createPortal, {}) });

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (body: TForgotPasswordRequest) => apiCall(accountEndpoints.forgotPassword, body),
  });

export const useVerifyOtp = () =>
  useMutation({ mutationFn: (body: TVerifyOtpRequest) => apiCall(accountEndpoints.verifyOtp, body) });

export const useChangePassword = () =>
  useMutation({ mutationFn: (body: TResetPasswordRequest) => apiCall(accountEndpoints.resetPassword, body) });

export const useVerifyEmail = () =>
  useMutation({ mutationFn: (body: TVerifyEmailRequest) => apiCall(accountEndpoints.verifyEmail, body) });

export const useSendVerifyEmail = () =>
  useMutation({
    mutationFn: (body: TSendVerifyEmailRequest) => apiCall(accountEndpoints.sendVerifyEmail, body),
  });

/** Moves the account to Free; the session's user is refetched. */
export function useCreateFreeSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(accountEndpoints.createFreeSubscription, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.me }),
  });
}

/** Cancels the paid subscription; the server ends the sessions, so the cache is dropped too. */
export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(accountEndpoints.cancelSubscription, {}),
    onSuccess: () => client.clear(),
  });
}

export const useLocalCheckout = (id: string) =>
  useQuery({
    queryKey: accountKeys.checkout(id),
    queryFn: async () => (await apiCall(paymentEndpoints.localCheckout, undefined, { id })).data,
    retry: false,
  });

/** Completes the local test checkout; the user's status changes, so the session is refetched. */
export function useCompleteLocal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TLocalCompleteRequest) => apiCall(paymentEndpoints.localComplete, body),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.me }),
  });
}

/** The development mailbox (outbox of mail when no SMTP server is configured). */
export const useMailbox = (to: string | undefined) =>
  useQuery({
    queryKey: [...accountKeys.mailbox, to ?? ''],
    queryFn: async () => (await apiCall(paymentEndpoints.devMailbox, undefined, undefined, { to })).data,
    refetchInterval: 3000,
  });
