import { z } from 'zod';
import { sellerProfileSchema } from '../../account/schema';
import { envelope, statusOnly } from '../envelope';
import { endpoint } from '../endpoint';

/** The calls of spec 000 §7. */
export const accountEndpoints = {
  login: endpoint({
    summary: 'Log in; data holds the token',
    spec: '000 §7',
    method: 'POST',
    path: 'user/login/seller',
    base: 'api',
    encoding: 'json',
    public: true,
    fields: ['email', 'password'],
    request: z.object({ email: z.string(), password: z.string() }),
    response: envelope(z.string().nullable()),
  }),
  profile: endpoint({
    summary: 'The logged-in seller',
    spec: '000 §7',
    method: 'GET',
    path: 'user/profile/seller',
    base: 'api',
    encoding: 'none',
    fields: [],
    request: z.object({}),
    response: envelope(sellerProfileSchema),
  }),
  logout: endpoint({
    summary: 'Log out',
    spec: '000 §7',
    method: 'POST',
    path: 'user/logout/seller',
    base: 'api',
    encoding: 'none',
    fields: [],
    request: z.object({}),
    response: statusOnly,
  }),
} as const;
