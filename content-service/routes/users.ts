import { EMAIL_PATTERN } from '../forms/validate';
import { usageKey } from '../auth';
import { data, list } from '../http/answer';
import { ApiError } from '../http/errors';
import { listParam } from '../store/list-params';
import { logIn, usersById } from '../store/users';
import type { Route } from './types';

const MAX_PASSWORD = 200;

export const userRoutes: Route[] = [
  {
    path: '/users',
    methods: {
      /** Users by `id` (a list), as Elebase answers them: id, email, name and level. */
      GET: (ctx) => list(usersById(ctx.db, listParam(ctx.query.get('id'), 'id'))),
    },
  },
  {
    path: '/user/login',
    methods: {
      /**
       * Elebase's user login: `{email, pwd}` → `{id, token, expires, user}`, the token bound to the key that asked.
       * One answer for an unknown email and a wrong password, so it tells nobody which accounts exist.
       */
      POST: (ctx) => {
        const body = ctx.body();
        const input = (body !== null && typeof body === 'object' ? body : {}) as { email?: unknown; pwd?: unknown };
        if (typeof input.email !== 'string' || input.email.trim() === '') throw new ApiError(400, 'email_not_provided');
        const email = input.email.trim();
        if (email.length > 200 || !EMAIL_PATTERN.test(email)) throw new ApiError(400, 'invalid_email');
        if (typeof input.pwd !== 'string' || input.pwd === '' || input.pwd.length > MAX_PASSWORD) throw new ApiError(400, 'invalid_password');
        const login = logIn(ctx.db, email, input.pwd, usageKey(ctx.identity), Date.now());
        if (!login) throw new ApiError(401, 'invalid_user_login');
        return data(login);
      },
    },
  },
];
