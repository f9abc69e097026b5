import type { Contact, Phone } from '@/lib/entries';
import { displayUrl } from '@/lib/text';
import { isEmail, isHttpUrl } from '@/lib/validators';
import { ELEMENT_LABELS } from './labels';
import styles from './elements.module.css';

function PhoneLine({ phone }: { phone: Phone }) {
  return (
    <li className={styles.contactPhone}>
      {phone.name && <span className={styles.muted}>{phone.name}: </span>}
      {phone.href ? <a href={phone.href}>{phone.display}</a> : phone.display}
      {phone.extension && (
        <span>
          {' '}
          {ELEMENT_LABELS.extension} {phone.extension}
        </span>
      )}
    </li>
  );
}

/** One contact: label, name / organisation, locations with directions, phones, email and website. */
export function ContactDetails({ contact }: { contact: Contact }) {
  const fullName = [contact.name.first, contact.name.last].filter(Boolean).join(' ');
  const email = isEmail(contact.email) ? contact.email.trim() : '';
  const url = isHttpUrl(contact.url) ? contact.url.trim() : '';
  const subtitle = [fullName !== contact.label ? fullName : '', contact.organization !== contact.label ? contact.organization : '']
    .filter(Boolean)
    .join(', ');
  return (
    <address className={styles.contact}>
      {contact.label && <strong className={styles.contactLabel}>{contact.label}</strong>}
      {subtitle && <span className={styles.contactLine}>{subtitle}</span>}
      {contact.locations.map((location, i) => (
        <span className={styles.contactLocation} key={location.id || i}>
          {location.name && <span className={styles.contactLine}>{location.name}</span>}
          {location.lines.map((line, j) => (
            <span className={styles.contactLine} key={j}>
              {line}
            </span>
          ))}
          {isHttpUrl(location.directionsUrl) && (
            <a className={styles.contactLink} href={location.directionsUrl} target="_blank" rel="noopener noreferrer">
              {ELEMENT_LABELS.directions}
              <span className={styles.visuallyHidden}> {ELEMENT_LABELS.opensInNewTab}</span>
            </a>
          )}
        </span>
      ))}
      {contact.phones.length > 0 && (
        <ul className={styles.contactPhones}>
          {contact.phones.map((phone, i) => (
            <PhoneLine key={phone.id || i} phone={phone} />
          ))}
        </ul>
      )}
      {email && (
        <a className={styles.contactLink} href={`mailto:${email}`}>
          {email}
        </a>
      )}
      {url && (
        <a className={styles.contactLink} href={url} target="_blank" rel="noopener noreferrer">
          {displayUrl(url)}
          <span className={styles.visuallyHidden}> {ELEMENT_LABELS.opensInNewTab}</span>
        </a>
      )}
    </address>
  );
}

/** The contacts of an element, in `ordinal` order; ones that failed to load are simply absent. */
export function ContactList({ contacts, heading = ELEMENT_LABELS.contact }: { contacts: readonly Contact[]; heading?: string }) {
  if (contacts.length === 0) return null;
  const ordered = [...contacts].sort((a, b) => a.ordinal - b.ordinal);
  return (
    <section className={styles.section} aria-label={heading}>
      <h2 className={styles.heading}>{heading}</h2>
      <div className={styles.contacts}>
        {ordered.map((contact) => (
          <ContactDetails key={contact.id} contact={contact} />
        ))}
      </div>
    </section>
  );
}
