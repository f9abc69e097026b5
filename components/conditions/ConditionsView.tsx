import dynamic from 'next/dynamic';
import { format } from '@/lib/config/format';
import { conditionsMessages as text } from '@/lib/conditions/messages';
import { SOURCES } from '@/lib/conditions/sources';
import { CONDITION_KINDS } from '@/lib/conditions/types';
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

function StatusLine({ source, now, radiusMiles }: { source: SourceReport; now: Date; radiusMiles: number }) {
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
          {format(text.stale, { agency: source.agency, when: clockLabel(source.fetchedAt, now) })}
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

function Section({ source, now, radiusMiles, mapStyles }: { source: SourceReport; now: Date; radiusMiles: number; mapStyles: MapStyles }) {
  const id = `conditions-${source.kind}`;
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
      {report.enabled ? (
        sections.map((source) => <Section key={source.kind} source={source} now={now} radiusMiles={radiusMiles} mapStyles={mapStyles} />)
      ) : (
        <>
          <p className={styles.status}>{text.off}</p>
          <ul>
            {CONDITION_KINDS.map((kind) => (
              <li key={kind}>
                <a href={SOURCES[kind].homePage}>{`${text.sections[kind]}: ${SOURCES[kind].agency}`}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
