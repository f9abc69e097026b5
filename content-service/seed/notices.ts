/**
 * Site notices: every phase 0–4, all three text formats. Malformed appearances are unit tests' data
 * (lib/notices/notice.test.ts, components/shell/Notices.test.tsx), not the sample a newcomer starts with.
 */
import type { Phase, TextIanaType, WireEntry } from '../../content-client/wire';
import { json, text } from './elements';
import { makeEntry } from './entry';
import { slug } from './ids';

interface NoticeSpec {
  title: string;
  phase: Phase;
  format: TextIanaType;
  notice: string;
  appearance: unknown;
}

function appearance(background: string, icon: string, textColor: string, link: string) {
  return {
    background: { color: background },
    icon: { name: icon, size: '44px', color: textColor },
    text: { color: textColor, fontSize: '1.4rem', lineHeight: 1.5, verticalAlign: 'middle' },
    link: { color: link },
  };
}

const NOTICES: NoticeSpec[] = [
  {
    title: 'Stage 1 fire restrictions',
    phase: 4,
    format: 'text/markdown',
    notice: '**Stage 1 fire restrictions** are in effect around Whitefish. Campfires only in designated rings. [Current fire danger](/firedanger)',
    appearance: appearance('#8a2a0a', 'fire', '#ffffff', '#ffd27a'),
  },
  {
    title: 'Going-to-the-Sun Road status',
    phase: 4,
    format: 'text/html',
    notice: '<p>Going-to-the-Sun Road is open to <strong>Avalanche Creek</strong> on the west side. <a href="https://www.nps.gov/glac/planyourvisit/conditions.htm">Check current conditions</a>.</p>',
    appearance: appearance('#1f4e79', 'info', '#ffffff', '#9fd3ff'),
  },
  {
    title: 'Visitor center holiday hours',
    phase: 4,
    format: 'text/plain',
    notice: 'The visitor center closes at 2 pm on Christmas Eve and New Year’s Eve.',
    appearance: appearance('#333333', 'clock', '#ffffff', '#ffffff'),
  },
  {
    title: 'Avalanche warning (in review)',
    phase: 3,
    format: 'text/markdown',
    notice: 'Considerable avalanche danger in the backcountry near Whitefish. Check the forecast before you go.',
    appearance: appearance('#5b2c6f', 'warning', '#ffffff', '#f5cba7'),
  },
  {
    title: 'Parking lot closure (pending)',
    phase: 2,
    format: 'text/html',
    notice: '<p>The City Beach lot is closed for resurfacing this week. Park downtown and walk the lakeshore path.</p>',
    appearance: appearance('#333333', 'car', '#ffffff', '#ffffff'),
  },
  {
    title: 'Website maintenance (draft)',
    phase: 1,
    format: 'text/plain',
    notice: 'Some pages may be briefly unavailable on Sunday morning while we update the site.',
    appearance: appearance('#444444', 'info', '#eeeeee', '#ffffff'),
  },
  {
    title: 'Summer road construction (retired)',
    phase: 0,
    format: 'text/plain',
    notice: 'Expect delays on Wisconsin Avenue through Labor Day.',
    appearance: appearance('#b7950b', 'warning', '#000000', '#000000'),
  },
];

export function noticeEntries(now: Date): WireEntry[] {
  return NOTICES.map((n) =>
    makeEntry(now, {
      key: `notice:${slug(n.title)}`,
      title: n.title,
      type: 'notice',
      phase: n.phase,
      elements: [text('notice', n.notice, n.format), json('appearance', n.appearance)],
    }),
  );
}
