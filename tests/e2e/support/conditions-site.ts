/**
 * A site of the suite polling a local stand-in of the four agencies (tests/fixtures/conditions-stand-in.mjs) every
 * second, so a spec can switch a source to fail and see the page label it stale within seconds.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startConditionsStandIn, type ConditionsStandIn } from '../../fixtures/conditions-stand-in.mjs';
import { e2ePorts } from '../../../shared/ports.mjs';
import { ROOT, startSite, type OwnProcess } from './own-servers';

/** Poll interval of every source (s): data is stale after three without a good answer. */
export const POLL_SECONDS = 1;

export interface ConditionsSite {
  origin: string;
  stand: ConditionsStandIn;
  site: OwnProcess;
  stop: () => Promise<void>;
}

/** Resolves once every source the site polls has answered once (the report says `current` for each). */
async function polled(origin: string, kinds: number): Promise<void> {
  const until = Date.now() + 30_000;
  for (;;) {
    const report = await fetch(`${origin}/api/conditions`).then((r) => r.json(), () => null);
    const current = (report?.sources ?? []).filter((s: { status: string }) => s.status === 'current');
    if (current.length === kinds) return;
    if (Date.now() > until) throw new Error(`conditions not polled: ${JSON.stringify(report)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The site on E2E_PORT + `offset`, with both keys unless `keys` is false (then park and air are not polled). */
export async function startConditionsSite(offset: number, { keys = true } = {}): Promise<ConditionsSite> {
  const ports = e2ePorts(process.env);
  const port = ports.site + offset;
  const stand = await startConditionsStandIn();
  const dir = path.join(ROOT, '.test-data/e2e-conditions', String(port));
  fs.rmSync(dir, { recursive: true, force: true });
  const { NPS_API_KEY, AIRNOW_API_KEY, ...urls } = stand.env;
  const site = await startSite({
    port,
    contentPort: ports.content,
    env: {
      CONDITIONS: 'on',
      CONDITIONS_DIR: dir,
      CONDITIONS_TIMEOUT: '500',
      CONDITIONS_WEATHER_SECONDS: String(POLL_SECONDS),
      CONDITIONS_FIRE_SECONDS: String(POLL_SECONDS),
      CONDITIONS_PARK_SECONDS: String(POLL_SECONDS),
      CONDITIONS_AIR_SECONDS: String(POLL_SECONDS),
      ...urls,
      ...(keys ? { NPS_API_KEY, AIRNOW_API_KEY } : { NPS_API_KEY: '', AIRNOW_API_KEY: '' }),
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  await polled(origin, keys ? 4 : 2);
  return {
    origin,
    stand,
    site,
    stop: async () => {
      await site.stop();
      await stand.close();
    },
  };
}

/** Runs axe-core in the page and answers its violations (rule id and the first offending element). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document);
    return violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes[0]?.target)}`);
  });
}
