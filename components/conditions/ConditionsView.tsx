import dynamic from 'next/dynamic';
import { LOCALE, TIME_ZONE } from '@/lib/config/constants';
import { format } from '@/lib/config/format';
import { conditionsMessages as text } from '@/lib/conditions/messages';
import { SOURCES } from '@/lib/conditions/sources';
import { CONDITION_KINDS, type ConditionKind } from '@/lib/conditions/types';
import type { ConditionsReport, SourceReport } from '@/lib/conditions/report';
import { agoLabel, clockLabel } from '@/lib/conditions/time-labels';
import type { MapStyles } from '@/lib/map/config';
import { ConditionEntry } from './ConditionEntry';
import styles from './Conditions.module.css';

// The map's frame is client code only this page's fire section needs.
const FireMap = dynamic(() => import('./FireMap'));

interface Props {
  report: ConditionsReport;
  now: Date;
  radiusMiles: number;
  mapStyles: MapStyles;
}

/** The worst level among a source's items (−1 without items), so the most severe section comes first. */
const worst = (source: SourceReport) => Math.max(-1, ...source.items.map((item) => item.level));

/** "Dec 20, 2019": the day a sample was recorded, in the town's calendar. */
const recordedDay = (iso: string) => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));

function StatusLine({ source, now, radiusMiles }: { source: SourceReport; now: Date; radiusMiles: number }) {
  if (source.sample) {
    return (
      <p className={styles.sample} data-status="sample">
        {format(text.sample_source, { agency: source.agency, place: source.sample.place, date: recordedDay(source.sample.recordedAt) })}
        {source.items.length === 0 ? ` — ${format(text.empty[source.kind], { miles: radiusMiles })}` : ''}
      </p>
    );
  }
  if (source.status === 'unchecked') {
    const tried = source.checkedAt ? format(text.tried, { ago: agoLabel(source.checkedAt, now) }) : '';
    return (
      <p className={styles.status} data-status="unchecked">
        {format(text.unchecked, { agency: source.agency, tried })} <a href={source.homePage}>{source.agency}</a>
      </p>
    );
  }
  const checked = format(text.checked, { ago: agoLabel(source.fetchedAt, now) });
  return (
    <>
      {source.status === 'stale' ? (
        <p className={styles.stale} data-status="stale">
          {format(source.unreadable ? text.unreadable : text.stale, { agency: source.agency, when: clockLabel(source.fetchedAt, now) })}
        </p>
      ) : null}
      <p className={styles.status} data-status={source.status}>
        {source.items.length === 0 ? `${format(text.empty[source.kind], { miles: radiusMiles })} — ${checked}` : `${checked[0].toUpperCase()}${checked.slice(1)}`}
        {' · '}
        <a href={source.homePage}>{source.agency}</a>
      </p>
    </>
  );
}

function Section({ source, now: pageNow, radiusMiles, mapStyles }: { source: SourceReport; now: Date; radiusMiles: number; mapStyles: MapStyles }) {
  const id = `conditions-${source.kind}`;
  // A sample is dated as it stood when recorded ("issued 1:34 pm", not "3 years ago").
  const now = source.sample ? new Date(source.sample.recordedAt) : pageNow;
  const fires = source.kind === 'fire' ? source.items.filter((item) => item.point) : [];
  return (
    <section className={styles.section} aria-labelledby={id} data-kind={source.kind} data-status={source.status}>
      <h2 id={id}>{text.sections[source.kind]}</h2>
      <StatusLine source={source} now={now} radiusMiles={radiusMiles} />
      {fires.length > 0 ? (
        <div className={styles.map}>
          <FireMap
            fires={fires.map((item) => ({ id: item.id, title: item.title, href: item.url ?? `#fire-${item.id}`, point: item.point }))}
            mapStyles={mapStyles}
            label={text.fire_map}
          />
        </div>
      ) : null}
      {source.items.length > 0 ? (
        <ol className={styles.items}>
          {source.items.map((item) => (
            <ConditionEntry key={item.id} item={item} agency={source.agency} now={now} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/** CONDITIONS=sample: what the page shows, and the agencies no recorded answer stands in for. */
function SampleNote({ report }: { report: ConditionsReport }) {
  const missing = CONDITION_KINDS.filter((kind) => !report.sources.some((source) => source.kind === kind));
  return (
    <>
      <p className={styles.sample} data-status="sample">
        {text.sample_banner}
      </p>
      {missing.length > 0 ? <AgencyLinks intro={text.sample_missing} kinds={missing} /> : null}
    </>
  );
}

/** The agencies' own pages, where this server shows nothing of theirs. */
function AgencyLinks({ intro, kinds }: { intro: string; kinds: readonly ConditionKind[] }) {
  return (
    <>
      <p className={styles.status}>{intro}</p>
      <ul>
        {kinds.map((kind) => (
          <li key={kind}>
            <a href={SOURCES[kind].homePage}>{`${text.sections[kind]}: ${SOURCES[kind].agency}`}</a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /conditions (docs/product.md#conditions): one section per polled source, the most severe first. */
export function ConditionsView({ report, now, radiusMiles, mapStyles }: Props) {
  const sections = [...report.sources].sort((a, b) => worst(b) - worst(a));
  return (
    <div className={styles.page}>
      <h1>{text.heading}</h1>
      <p className={styles.intro}>{text.intro}</p>
      <p className={styles.meta}>
        <time dateTime={report.generatedAt}>{format(text.snapshot, { time: clockLabel(report.generatedAt, now) })}</time>
      </p>
      {report.sample ? <SampleNote report={report} /> : null}
      {report.enabled ? (
        sections.map((source) => <Section key={source.kind} source={source} now={now} radiusMiles={radiusMiles} mapStyles={mapStyles} />)
      ) : (
        <AgencyLinks intro={text.off} kinds={CONDITION_KINDS} />
      )}
    </div>
  );
}
