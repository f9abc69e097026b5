import 'server-only';
import { createHmac } from 'node:crypto';
import { serverEnv } from '@/lib/config/server-config';
import { DEV_EVENT_SUBMIT_SECRET } from '@/shared/dev-values.mjs';

/**
 * A 32-byte key for one use (`purpose`) of EVENT_SUBMIT_SECRET, or null when the form is closed: staging and
 * production without the secret. Each purpose gets its own key, so a value sealed for one is never valid for another.
 */
export function eventSubmitKey(purpose: string): Buffer | null {
  const env = serverEnv();
  const secret = env.EVENT_SUBMIT_SECRET || (env.SITE_ENV === 'development' ? DEV_EVENT_SUBMIT_SECRET : '');
  return secret ? createHmac('sha256', secret).update(`whitefish-event-submit:${purpose}`).digest() : null;
}
