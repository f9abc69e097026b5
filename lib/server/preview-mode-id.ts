import { readFileSync } from 'node:fs';
import path from 'node:path';
import { processWide } from '@/lib/server/process-wide';

/**
 * The build's preview-mode id: the value Next puts in the draft-mode cookie (`__prerender_bypass`) and the one
 * it compares that cookie with before rendering in draft mode. Next reads it from `server/preview-props.json` in
 * its dist folder (`.next/`, or `.next/dev/` under `next dev`); proxy.ts runs without Next's preview props (they
 * reach only edge bundles, through an environment variable), so it reads the same file. Null while no build is
 * there: then no cookie is valid.
 */
const PREVIEW_PROPS_FILE = path.join('server', 'preview-props.json');

function distDirs(): string[] {
  const root = path.join(process.cwd(), '.next');
  return process.env.NODE_ENV === 'development' ? [path.join(root, 'dev'), root] : [root];
}

function readPreviewModeId(): string | null {
  for (const dir of distDirs()) {
    try {
      const props = JSON.parse(readFileSync(path.join(dir, PREVIEW_PROPS_FILE), 'utf8')) as { previewModeId?: unknown };
      if (typeof props.previewModeId === 'string' && props.previewModeId !== '') return props.previewModeId;
    } catch {
      // not built (yet) in this folder
    }
  }
  return null;
}

/** Read once per process (a build never changes under a running server); a missing file is asked again. */
export function previewModeId(): string | null {
  const holder = processWide<{ id: string | null }>('preview-mode-id', () => ({ id: null }), 'keep');
  holder.id ??= readPreviewModeId();
  return holder.id;
}
