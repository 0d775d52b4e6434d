// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRoutesStub, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { EXPECTED_MOBILE_MENU_LINKS } from './mobile-menu-expected.ts';
import { SiteHeader } from './site-header.tsx';

const router: { navigate: NavigateFunction } = { navigate: () => undefined };

/** Shows where the router is and lets a test navigate as back/forward would. */
function Probe() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderHeader(path = '/') {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <>
          <SiteHeader />
          <Probe />
          <button type="button">Elsewhere</button>
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return userEvent.setup();
}

const trigger = () => screen.getByRole('button', { name: 'Services' });
const item = (name: string) => screen.getByRole('menuitem', { name });
const path = () => screen.getByTestId('path').textContent;

afterEach(cleanup);

describe('Services menu', () => {
  it('renders only the trigger while closed, active on a Services page', () => {
    renderHeader('/Performance');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveAttribute('aria-current', 'page');
    expect(trigger()).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the keyboard on the first item; arrows, Home and End rove', async () => {
    const user = renderHeader();
    trigger().focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Services' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', menu.id);
    expect(item('All Services')).toHaveFocus();
    expect(item('All Services')).toHaveAttribute('href', '/Services');
    expect(item('All Services')).toHaveAttribute('tabindex', '-1');
    expect(item('Verticals')).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowDown}');
    expect(item('Verticals')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('All Services')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Verticals')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('All Services')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Verticals')).toHaveFocus();
    expect(path()).toBe('/');
  });

  it('opens with Space and ArrowDown on the first item, with ArrowUp on the last', async () => {
    const user = renderHeader();
    for (const [key, first] of [
      ['[Space]', true],
      ['{ArrowDown}', true],
      ['{ArrowUp}', false],
    ] as const) {
      trigger().focus();
      await user.keyboard(key);
      expect(item(first ? 'All Services' : 'Verticals')).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).toBeNull();
      expect(trigger()).toHaveFocus();
    }
  });

  it('opens the Verticals submenu with ArrowRight, Enter or Space; ArrowLeft and Escape close it', async () => {
    const user = renderHeader();
    trigger().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Verticals')).toHaveAttribute('aria-haspopup', 'menu');
    expect(item('Verticals')).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('menu', { name: 'Verticals' })).toBeInTheDocument();
    expect(item('Verticals')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Pet Industry')).toHaveFocus();
    expect(item('Fitness Industry')).toHaveAttribute('href', '/LandingPages/FitnessLandingPage');
    await user.keyboard('{ArrowDown}');
    expect(item('Fitness Industry')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Pet Industry')).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.queryByRole('menu', { name: 'Verticals' })).toBeNull();
    expect(item('Verticals')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(item('Pet Industry')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu', { name: 'Verticals' })).toBeNull();
    expect(screen.getByRole('menu', { name: 'Services' })).toBeInTheDocument();
    expect(item('Verticals')).toHaveFocus();

    await user.keyboard('[Space]');
    expect(item('Pet Industry')).toHaveFocus();
    expect(path()).toBe('/');
  });

  it('Escape closes the menu and gives focus back to the trigger', async () => {
    const user = renderHeader();
    trigger().focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Tab closes the menu and moves on from the trigger', async () => {
    const user = renderHeader();
    trigger().focus();
    await user.keyboard('{Enter}{ArrowDown}{ArrowRight}');
    expect(item('Pet Industry')).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    expect(document.activeElement).toHaveTextContent('Portfolio');
  });

  it('Enter on a link item navigates and closes the menu', async () => {
    const user = renderHeader();
    trigger().focus();
    await user.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(path()).toBe('/Services'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger()).toHaveAttribute('aria-current', 'page');
  });

  it('pointer: click opens, hovering Verticals opens the submenu, choosing a link navigates', async () => {
    const user = renderHeader();
    await user.click(trigger());
    expect(screen.getByRole('menu', { name: 'Services' })).toBeInTheDocument();
    expect(item('All Services')).toHaveFocus();

    await user.hover(item('Verticals'));
    expect(screen.getByRole('menu', { name: 'Verticals' })).toBeInTheDocument();
    expect(item('Verticals')).toHaveFocus();
    // Back over All Services the submenu goes away.
    await user.hover(item('All Services'));
    expect(screen.queryByRole('menu', { name: 'Verticals' })).toBeNull();
    await user.hover(item('Verticals'));
    await user.click(item('Pet Industry'));
    await waitFor(() => expect(path()).toBe('/LandingPages/PetLandingPage'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger()).toHaveFocus();

    // A second click on the trigger closes what the first opened.
    await user.click(trigger());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(trigger());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a click outside closes the menu and leaves focus where it went', async () => {
    const user = renderHeader();
    await user.click(trigger());
    await user.hover(item('Verticals'));
    expect(screen.getAllByRole('menu')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(path()).toBe('/');
  });

  it('closes when the location changes under it (back/forward)', async () => {
    const user = renderHeader();
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await act(async () => {
      await router.navigate('/About');
    });
    expect(path()).toBe('/About');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('mobile menu', () => {
  it('loads the dialog on first open; Escape closes it and focus returns to the button', async () => {
    const user = renderHeader('/Portfolio');
    const opener = screen.getByRole('button', { name: 'Open menu' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(opener).toHaveAttribute('aria-controls', dialog.id);
    const nav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(Array.from(nav.querySelectorAll('a'), (a) => a.textContent)).toEqual(
      EXPECTED_MOBILE_MENU_LINKS,
    );
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });

  it('a navigation from the menu closes it', async () => {
    const user = renderHeader('/Portfolio');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const about = Array.from(dialog.querySelectorAll('a')).find((a) => a.textContent === 'About');
    await user.click(about!);
    await waitFor(() => expect(path()).toBe('/About'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
