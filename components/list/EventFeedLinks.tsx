import { EVENTS_FEED_FILE, eventsFeedPath, webcalUrl } from '@/lib/calendar/feeds';
import { feedLinkMessages } from '@/lib/list-query/messages';
import styles from './ListController.module.css';

export interface EventFeedLinksProps {
  /** The site's public origin: subscription addresses name its host. */
  siteUrl: string;
  /** The category chosen in the list ('' for all): the feed follows it. */
  category: string;
}

/**
 * The events list's calendar feed (docs/product.md#calendar-feeds): "Subscribe" (webcal:, kept up to date by the
 * calendar app) and "Download .ics" (once), for the category the list shows. Plain links: they work without script.
 */
export function EventFeedLinks({ siteUrl, category }: EventFeedLinksProps) {
  const path = eventsFeedPath(category);
  const subscribe = webcalUrl(siteUrl, path);
  return (
    <p className={styles.feeds}>
      <span>{feedLinkMessages.feeds_explain}</span>
      {subscribe && <a href={subscribe}>{feedLinkMessages.subscribe}</a>}
      <a href={path} download={EVENTS_FEED_FILE}>
        {feedLinkMessages.download}
      </a>
    </p>
  );
}
