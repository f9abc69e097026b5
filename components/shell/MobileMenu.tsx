'use client';

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { menuMessages } from '@/components/shell/messages';

export const MOBILE_MENU_ID = 'site-menu';

/**
 * The menus' container. On small screens a toggle opens it full-screen and locks body scrolling;
 * on wide screens CSS shows it inline and the toggle is hidden. Navigating closes it.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A route change closes the menu (state adjusted while rendering, before the new route paints).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  // Lock body scroll while open; restore what was there before on close/unmount.
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // Following a link to the page already shown does not change the path: close anyway.
  const onMenuClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        aria-label="Menu"
        title={open ? menuMessages.close : menuMessages.open}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="menu-toggle__bars" aria-hidden="true" />
      </button>
      <div id={MOBILE_MENU_ID} className="top-bar__menus" data-open={open ? 'true' : 'false'} onClick={onMenuClick}>
        {children}
      </div>
    </>
  );
}
