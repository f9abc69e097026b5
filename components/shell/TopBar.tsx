import Link from 'next/link';
import { conditionsMessages } from '@/lib/conditions/messages';
import { PRIMARY_MENU, SECONDARY_MENU } from '@/lib/config/menus';
import { PATHS } from '@/lib/config/routes';
import { TripCount } from '@/components/trip/TripCount';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { NavMenu } from './NavMenu';
import { SearchPanel } from './SearchPanel';

export interface TopBarProps {
  productName: string;
}

/**
 * Server wrapper: logo, the conditions link (first after the logo on phones and tablets: is it safe and open
 * today?), the two menus (inside the mobile menu container), the trip link and the search panel.
 */
export function TopBar({ productName }: TopBarProps) {
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Link href="/" className="top-bar__logo" aria-label={`${productName} home`}>
          <Logo />
        </Link>
        {/* Not prefetched: the page renders per request from the live store. */}
        <Link href={PATHS.conditions} prefetch={false} className="top-bar__conditions">
          {conditionsMessages.nav}
        </Link>
        <MobileMenu>
          <NavMenu items={PRIMARY_MENU} label="Primary" className="top-bar__primary" />
          <NavMenu items={SECONDARY_MENU} label="Secondary" className="top-bar__secondary" />
        </MobileMenu>
        <TripCount />
        <SearchPanel />
      </div>
    </header>
  );
}
