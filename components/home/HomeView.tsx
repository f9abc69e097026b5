import { ConditionsStrip } from '@/components/conditions/ConditionsStrip';
import { EntryCard } from '@/components/entry/EntryCard';
import { Markdown } from '@/components/markdown/Markdown';
import type { Entry } from '@/lib/entries';
import { textOf, ELEMENT_IDS } from '@/lib/entries';
import { Hero } from './Hero';
import type { HeroVideoData } from './hero-media';

export interface HomeViewProps {
  home: Entry;
  featured: Entry[];
  events: Entry[];
  today: string;
  /** The hero's vetted video (components/home/hero-video.ts), when the hero is one. */
  heroVideo?: HeroVideoData | null;
}

/** A home view (/, /home and the seasonal homes): hero, intro, featured entries, upcoming events. */
export function HomeView({ home, featured, events, today, heroVideo = null }: HomeViewProps) {
  return (
    <div className="home">
      <Hero entry={home} video={heroVideo} />
      <div className="page-width">
        <Markdown className="prose home-intro">{textOf(home, ELEMENT_IDS.intro).text}</Markdown>
        <ConditionsStrip id="conditions-strip-home" />
        {featured.length > 0 && (
          <section aria-labelledby="featured-title" className="home-section">
            <h2 id="featured-title">Featured</h2>
            <div className="card-grid">
              {featured.map((entry) => (
                <EntryCard key={entry.id} entry={entry} today={today} />
              ))}
            </div>
          </section>
        )}
        {events.length > 0 && (
          <section aria-labelledby="events-title" className="home-section">
            <h2 id="events-title">Upcoming events</h2>
            <div className="card-grid">
              {events.map((entry) => (
                <EntryCard key={entry.id} entry={entry} today={today} />
              ))}
            </div>
          </section>
        )}
        <Markdown className="prose">{textOf(home, ELEMENT_IDS.body).text}</Markdown>
      </div>
    </div>
  );
}
