import type { Contact } from '@/lib/entries/types';
import { externalLinkProps, linkHref } from '@/lib/markdown-policy';
import { displayUrl } from '@/lib/text';

/** A contact as an <address>: label, address lines, phones (tel:), email (mailto:) and website. */
export function ContactCard({ contact, className }: { contact: Contact; className?: string }) {
  const url = linkHref(contact.url);
  const email = contact.email && !/[\s<>"]/.test(contact.email) ? contact.email : '';
  return (
    <address className={['contact', className].filter(Boolean).join(' ')}>
      {contact.label ? <strong className="contact__label">{contact.label}</strong> : null}
      {contact.locations.map((location) => (
        <span className="contact__location" key={location.id || location.lines.join('|')}>
          {location.lines.map((line) => (
            <span className="contact__line" key={line}>
              {line}
            </span>
          ))}
        </span>
      ))}
      {contact.phones.map((phone) => (
        <span className="contact__phone" key={phone.id || phone.href || phone.number.text}>
          {phone.name ? <span className="contact__phone-name">{phone.name}: </span> : null}
          {phone.href ? <a href={phone.href}>{phone.display}</a> : phone.display}
        </span>
      ))}
      {email ? (
        <a className="contact__email" href={`mailto:${email}`}>
          {email}
        </a>
      ) : null}
      {url ? (
        <a className="contact__url" href={url} {...externalLinkProps(url)}>
          {displayUrl(url)}
        </a>
      ) : null}
    </address>
  );
}
