import fc from 'fast-check';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  forgotNewPasswordValidator,
  loginValidator,
  type LoginInput,
  type NewPasswordInput,
} from '@core/account/rules';
import { PRODUCT_MESSAGES } from '@core/product/rules';
import { productValidator } from '@core/product/validators';
import { emptyValues, type ProductField, type ProductValues } from '@core/product/values';
import { validate } from '@core/validation';
import { blockingResult, coreResolver } from '@web/ui/form/coreResolver';

/** What react-hook-form passes besides the values; the core resolver reads none of it. */
function options<V extends FieldValues>(): ResolverOptions<V> {
  return { fields: {}, shouldUseNativeValidation: false };
}

const same = <T>(values: T): T => values;

describe('coreResolver (react-hook-form over core/validation)', () => {
  it("passes the values through when core's rules pass", async () => {
    const resolve = coreResolver<LoginInput, LoginInput, 'email' | 'password'>({
      validator: loginValidator,
      input: same,
    });
    const values = { email: 'penyedia@contoh.id', password: 'Penyedia2026' };
    expect(await resolve(values, undefined, options<LoginInput>())).toEqual({ values, errors: {} });
  });

  it("marks every invalid field with core's text: 'Email tidak boleh kosong', 'Password tidak boleh kosong'", async () => {
    const resolve = coreResolver<LoginInput, LoginInput, 'email' | 'password'>({
      validator: loginValidator,
      input: same,
    });
    expect(await resolve({ email: '  ', password: '' }, undefined, options<LoginInput>())).toEqual({
      values: {},
      errors: {
        email: { type: 'core', message: ACCOUNT_MESSAGES.emailEmpty },
        password: { type: 'core', message: ACCOUNT_MESSAGES.passwordEmpty },
      },
    });
    expect(ACCOUNT_MESSAGES.emailEmpty).toBe('Email tidak boleh kosong');
    expect(ACCOUNT_MESSAGES.passwordEmpty).toBe('Password tidak boleh kosong');
  });

  it("a field shows its own text where the spec gives one apart from the toast ('Password tidak cocok' / 'Konfirmasi Password belum cocok')", async () => {
    const resolve = coreResolver<NewPasswordInput, NewPasswordInput, 'newPassword' | 'confirmNewPassword'>({
      validator: forgotNewPasswordValidator,
      input: same,
    });
    const input = { newPassword: 'Rahasia2026', confirmNewPassword: 'Rahasia2025' };
    expect((await resolve(input, undefined, options<NewPasswordInput>())).errors).toEqual({
      confirmNewPassword: { type: 'core', message: 'Password tidak cocok' },
    });
    // The toast of the same failure stays core's first message.
    expect(blockingResult(forgotNewPasswordValidator, input).first).toBe('Konfirmasi Password belum cocok');
  });

  it('a rule that shows its message without stopping the submission is not an error', async () => {
    const service = productValidator('service', 'add');
    const resolve = coreResolver<ProductValues, ProductValues, ProductField>({ validator: service, input: same });
    const input = emptyValues({ name: 'Pelatihan', mainPhoto: null, price: 250000, durationDays: 3 });
    expect(await resolve(input, undefined, options<ProductValues>())).toEqual({ values: input, errors: {} });
    expect(validate(service.checks, input).notices).toEqual([PRODUCT_MESSAGES.mainPhotoEmpty]);
  });

  it('maps core field names onto nested value paths', async () => {
    interface Nested {
      readonly account: { readonly email: string; readonly password: string };
    }
    const resolve = coreResolver<Nested, LoginInput, 'email' | 'password'>({
      validator: loginValidator,
      input: (values) => values.account,
      fieldPath: (field) => `account.${field}`,
    });
    expect((await resolve({ account: { email: '', password: 'x' } }, undefined, options<Nested>())).errors).toEqual({
      account: { email: { type: 'core', message: ACCOUNT_MESSAGES.emailEmpty } },
    });
  });

  it('agrees with the validator on any input: valid exactly when core says so, each field with the text core gives it', async () => {
    const resolve = coreResolver<NewPasswordInput, NewPasswordInput, 'newPassword' | 'confirmNewPassword'>({
      validator: forgotNewPasswordValidator,
      input: same,
    });
    const text = fc.oneof(fc.constant(''), fc.string({ maxLength: 6 }));
    await fc.assert(
      fc.asyncProperty(fc.record({ newPassword: text, confirmNewPassword: text }), async (input) => {
        const core = forgotNewPasswordValidator.validate(input);
        const result = await resolve(input, undefined, options<NewPasswordInput>());
        expect(Object.keys(result.errors).length === 0).toBe(core.ok);
        for (const [field, message] of Object.entries(core.fields))
          expect(result.errors).toHaveProperty([field, 'message'], message);
      }),
    );
  });
});
