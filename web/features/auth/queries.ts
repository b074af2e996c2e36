import { useMutation } from '@tanstack/react-query';
import type { EndpointInput } from '@core/api/endpoint';
import type { accountEndpoints } from '@core/api/endpoints/account';
import { accountApi } from '@web/app/api/account';
import { fromResult } from '@web/app/api/query';

type Input<E extends keyof typeof accountEndpoints> = EndpointInput<(typeof accountEndpoints)[E]>;

/** The three writes of the forgot-password flow; they change nothing any screen has read. */
export function useForgotPasswordCalls() {
  return {
    sendEmail: useMutation({
      mutationFn: (input: Input<'forgotPassword'>) => fromResult(accountApi.forgotPassword(input)),
    }),
    checkCode: useMutation({
      mutationFn: (input: Input<'checkForgotPassword'>) => fromResult(accountApi.checkForgotPassword(input)),
    }),
    changePassword: useMutation({
      mutationFn: (input: Input<'changeForgotPassword'>) => fromResult(accountApi.changeForgotPassword(input)),
    }),
  };
}

/** The registration post (multipart); a new seller is nobody's cached data yet. */
export function useRegister() {
  return useMutation({ mutationFn: (fields: Input<'register'>) => fromResult(accountApi.register(fields)) });
}
