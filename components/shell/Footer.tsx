import Link from 'next/link';
import { format, messages } from '@/lib/config/messages';
import { footerMenu } from '@/lib/config/menus';
import { todayInZone } from '@/lib/dates';
import type { Contact } from '@/lib/entries/types';
import { FooterSubscribeForm } from '@/components/forms/FooterSubscribeForm';
import { ContactCard } from './ContactCard';
import { CookiePreferencesButton } from './CookiePreferencesButton';
import { Logo } from './Logo';
import { SocialIcon } from './icons';
import type { ShellSettings } from './types';

export interface FooterProps {
  /** Contacts that failed to load are simply not in the list. */
  primaryContacts: readonly Contact[];
  siteContacts: readonly Contact[];
  settings: ShellSettings;
  /** For tests; defaults to now. The year is taken in America/Denver. */
  now?: Date;
}

const SOCIAL_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
};

export function Footer({ primaryContacts, siteContacts, settings, now }: FooterProps) {
  const year = todayInZone(now ?? new Date()).slice(0, 4);
  const social = Object.entries(settings.social).filter(([, url]) => Boolean(url));
  return (
    <footer className="footer">
      {primaryContacts.length > 0 ? (
        <div className="footer__band footer__band--contacts">
          <div className="container footer__contacts">
            {primaryContacts.map((contact) => (
              <ContactCard key={contact.id} contact={contact} />
            ))}
          </div>
        </div>
      ) : null}

      <div className="footer__band footer__band--connect">
        <div className="container footer__connect">
          <div className="footer__social">
            <p className="footer__heading">{messages.footer.follow}</p>
            <ul className="social-links">
              {social.map(([name, url]) => (
                <li key={name}>
                  <a
                    href={url}
                    className="social-links__link"
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${settings.productName} on ${SOCIAL_LABELS[name] ?? name} (opens in a new tab)`}
                  >
                    <SocialIcon name={name} size={28} />
                  </a>
                </li>
              ))}
            </ul>
            {settings.hashtag ? <p className="footer__hashtag">{settings.hashtag}</p> : null}
          </div>
          <FooterSubscribeForm className="footer__subscribe" />
        </div>
      </div>

      <div className="footer__band footer__band--site">
        <div className="container footer__site">
          <Link href="/" className="footer__logo" aria-label={`${settings.productName} home`}>
            <Logo />
          </Link>
          {siteContacts.length > 0 ? (
            <div className="footer__site-contacts">
              {siteContacts.map((contact) => (
                <ContactCard key={contact.id} contact={contact} />
              ))}
            </div>
          ) : null}
          <nav aria-label="Footer" className="footer__nav">
            <ul className="footer__links">
              {footerMenu(settings.loginUrl).map((item) => (
                <li key={item.path}>
                  {item.external ? (
                    <a href={item.path} target="_blank" rel="noopener noreferrer">
                      {item.label}
                    </a>
                  ) : (
                    <Link href={item.path}>{item.label}</Link>
                  )}
                </li>
              ))}
              <li>
                <CookiePreferencesButton />
              </li>
            </ul>
          </nav>
          <p className="footer__copyright">
            {format(messages.footer.copyright, {
              from: settings.startYear,
              to: year,
              name: settings.productName,
            })}
          </p>
        </div>
      </div>
    </footer>
  );
}
