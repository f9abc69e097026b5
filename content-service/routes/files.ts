import { createHash } from 'node:crypto';
import { data, listOfDocs } from '../http/answer';
import { idempotencyKey } from '../http/idempotency-key';
import { filePath, filesById, storeFile } from '../store/files';
import { answerOnce, type StoredAnswer } from '../store/idempotency';
import { listParam } from '../store/list-params';
import { fileUpload } from '../writes/file-input';
import type { Route } from './types';

export const fileRoutes: Route[] = [
  {
    path: '/files',
    methods: {
      /** Store one file (201 once committed); an Idempotency-Key makes a retry store it once. */
      POST: (ctx) => {
        const upload = fileUpload(ctx.body());
        const request = createHash('sha256').update(ctx.bodyText).digest('hex');
        return ctx.db
          .transaction(() =>
            answerOnce(ctx.db, 'files', idempotencyKey(ctx.headers), request, new Date().toISOString(), () => {
              const file = storeFile(ctx.db, upload, (id, name) => ctx.origin + filePath(ctx.config.project, id, name));
              return data(file, 201) as StoredAnswer;
            }),
          )
          .immediate();
      },
      /** Stored files' metadata by `id` (a list of ids). */
      GET: (ctx) => {
        const files = filesById(ctx.db, listParam(ctx.query.get('id'), 'id'));
        return listOfDocs(files.map((file) => JSON.stringify(file)), files.length);
      },
    },
  },
];
