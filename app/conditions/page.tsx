import type { Metadata } from 'next';
import { ConditionsView } from '@/components/conditions/ConditionsView';
import { JsonLd } from '@/components/entry/JsonLd';
import { conditionsMessages as text } from '@/lib/conditions/messages';
import { PATHS } from '@/lib/config/routes';
import { readSettings } from '@/lib/config/settings';
import { serverEnv } from '@/lib/config/server-config';
import { conditionsStructuredData } from '@/lib/conditions/structured-data';
import { conditionsReport } from '@/lib/server/conditions/report';

// Rendered per request from this instance's local store (a few small reads): a cached copy would show old
// conditions as current. No request here ever reaches an agency.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: text.title,
  description: text.intro,
  alternates: { canonical: PATHS.conditions },
};

export default function ConditionsPage() {
  const now = new Date();
  const report = conditionsReport(now);
  const settings = readSettings();
  return (
    <>
      <JsonLd data={conditionsStructuredData(report, new URL(PATHS.conditions, settings.siteUrl).toString())} />
      <ConditionsView report={report} now={now} radiusMiles={serverEnv().CONDITIONS_FIRE_RADIUS_MILES} mapStyles={settings.mapStyles} />
    </>
  );
}
