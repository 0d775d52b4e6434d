import type { AnchorHTMLAttributes, ReactNode } from 'react';

/**
 * What islands (ADR 018) use of `react-router`, without a router: the islands build
 * (vite.islands.config.ts) puts this module in its place. A page of islands navigates by
 * plain links, so a link is the anchor React Router renders (same attributes, so hydration
 * finds what the server wrote) and the location is the window's.
 */
type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> & {
  to: string;
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode;
  end?: boolean;
};

export function useLocation() {
  return { pathname: window.location.pathname, search: window.location.search, hash: '' };
}

export function Link({ to, className, end: _end, ...rest }: LinkProps) {
  const resolved = typeof className === 'function' ? className({ isActive: false }) : className;
  return <a href={to} data-discover="true" className={resolved} {...rest} />;
}

/** React Router's matching: case-insensitive, and a prefix of the path unless `end`. */
export function NavLink({ to, className, end = false, ...rest }: LinkProps) {
  const pathname = useLocation().pathname.toLowerCase();
  const target = to.toLowerCase();
  const isActive =
    pathname === target || (!end && target !== '/' && pathname.startsWith(`${target}/`));
  const resolved =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return (
    <a
      href={to}
      data-discover="true"
      aria-current={isActive ? 'page' : undefined}
      className={resolved}
      {...rest}
    />
  );
}
