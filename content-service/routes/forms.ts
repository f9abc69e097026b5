import { FORM_KEYS, type FormKey } from '../../content-client/wire';
import { validateForm } from '../forms/validate';
import { data } from '../http/answer';
import { ApiError } from '../http/errors';
import { idempotencyKey } from '../http/idempotency-key';
import { listSubmissions, storeSubmission } from '../store/forms';
import { parsePage } from '../store/list-params';
import type { Route, RouteContext } from './types';

function formKey(ctx: RouteContext): FormKey {
  const key = ctx.params.key;
  if (!(FORM_KEYS as readonly string[]).includes(key)) throw new ApiError(404, 'form_not_found');
  return key as FormKey;
}

export const formRoutes: Route[] = [
  {
    path: '/forms/:key',
    methods: {
      POST: (ctx) => {
        const form = formKey(ctx);
        const key = idempotencyKey(ctx.headers);
        const result = validateForm(form, ctx.body());
        if (!result.ok) throw new ApiError(400, result.error.id, result.error.data);
        return storeSubmission(ctx.db, form, result.data, key);
      },
      GET: (ctx) => data(listSubmissions(ctx.db, formKey(ctx), parsePage(ctx.query))),
    },
  },
];
