'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { MenuItem } from '@/lib/config/menus';
import { isCurrent } from '@/lib/config/paths';

export interface NavMenuProps {
  items: readonly MenuItem[];
  /** Accessible name of the <nav> landmark. */
  label: string;
  className?: string;
}

/** A menu whose item for the current path carries aria-current="page". */
export function NavMenu({ items, label, className }: NavMenuProps) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className={className}>
      <ul className="menu">
        {items.map((item) => (
          <li key={item.path} className="menu__item">
            {item.external ? (
              <a href={item.path} className="menu__link" target="_blank" rel="noopener noreferrer">
                {item.label}
              </a>
            ) : (
              <Link
                href={item.path}
                className="menu__link"
                aria-current={isCurrent(item.path, pathname) ? 'page' : undefined}
              >
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
