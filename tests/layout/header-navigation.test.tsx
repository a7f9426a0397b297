// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CategoryDisclosure } from '@/components/catalogue/category-disclosure';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { MenuDrawer } from '@/components/layout/menu-drawer';

vi.mock('next/navigation', () => ({ usePathname: () => window.location.pathname }));

beforeEach(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});

function Menu() {
  return (
    <nav aria-label="Shop by category">
      <ul>
        {['Makeup', 'Skincare'].map((name) => (
          <CategoryDisclosure
            key={name}
            link={<a href={`/categories/${name.toLowerCase()}`}>{name}</a>}
            buttonLabel={`More in ${name}`}
            panelId={`panel-${name}`}
            classes={{}}
          >
            <ul>
              <li>
                <a href={`/categories/${name.toLowerCase()}/one`}>{name} one</a>
              </li>
              <li>
                <a href={`/categories/${name.toLowerCase()}/two`}>{name} two</a>
              </li>
            </ul>
          </CategoryDisclosure>
        ))}
      </ul>
    </nav>
  );
}

describe('desktop category menu (disclosure navigation)', () => {
  it('reaches every top category, its toggle and, once opened, its sub-categories by Tab', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const toggle = screen.getByRole('button', { name: 'More in Makeup' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'panel-Makeup');
    expect(screen.queryByRole('link', { name: 'Makeup one' })).toBeNull();

    await user.tab();
    expect(screen.getByRole('link', { name: 'Makeup' })).toHaveFocus();
    await user.tab();
    expect(toggle).toHaveFocus();
    // Closed panels are skipped: the next stop is the next top category.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skincare' })).toHaveFocus();

    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Makeup one' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Makeup two' })).toHaveFocus();
  });

  it('closes with Escape, giving focus back to the toggle, and when focus leaves the item', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const toggle = screen.getByRole('button', { name: 'More in Makeup' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Makeup one' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skincare' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('language switcher', () => {
  it.each([
    ['th', 'ไทย', 'English'],
    ['en', 'English', 'ไทย'],
  ] as const)('in %s, each button’s accessible name contains the text it shows', (current, currentName, otherName) => {
    render(
      <LanguageSwitcher
        current={current}
        defaultLang="th"
        label="Language"
        switchTo="Switch language to {{language}}"
        options={[
          { lang: 'th', name: 'ไทย' },
          { lang: 'en', name: 'English' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Language' });
    const currentButton = within(nav).getByRole('button', { name: currentName });
    expect(currentButton).toHaveAttribute('aria-current', 'true');
    const other = within(nav).getByRole('button', { name: `Switch language to ${otherName}` });
    for (const button of [currentButton, other]) {
      expect(button).not.toHaveAttribute('aria-label');
      const visible = [...button.querySelectorAll('span:not(.visually-hidden)')].map((s) => s.textContent).join('');
      expect(visible).not.toBe('');
      expect(button.textContent).toContain(visible);
    }
    expect(within(other).getByText(otherName)).toHaveAttribute('lang', current === 'th' ? 'en' : 'th');
  });
});

const DRAWER_LABELS = {
  open: 'Menu',
  title: 'Menu',
  close: 'Close menu',
  loading: 'Loading categories…',
  failed: "We couldn't load the categories.",
  retry: 'Try again',
};

describe('phone menu drawer', () => {
  it('opens as a dialog with its content and closes from its close button and on following a link', async () => {
    const user = userEvent.setup();
    const loadCategories = vi.fn(async () => <a href="#makeup">Makeup</a>);
    render(
      <MenuDrawer labels={DRAWER_LABELS} loadCategories={loadCategories} after={<p>Free delivery</p>}>
        <a href="#sign-in">Sign in</a>
      </MenuDrawer>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    // The page does not carry the categories: nothing is asked for before the shopper reaches for the menu.
    expect(loadCategories).not.toHaveBeenCalled();
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await within(dialog).findByRole('link', { name: 'Makeup' })).toBeVisible();
    // Account entries first, then the categories, then the rest.
    expect(dialog.textContent).toMatch(/Sign in.*Makeup.*Free delivery/);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('link', { name: 'Makeup' })).toBeNull();

    await user.click(button);
    const link = within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Makeup' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(screen.queryByRole('link', { name: 'Makeup' })).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Asked for once, kept for the page's life.
    expect(loadCategories).toHaveBeenCalledTimes(1);
  });

  it('says the categories are loading, and offers to try again when they could not be loaded', async () => {
    const user = userEvent.setup();
    let fail!: (error: Error) => void;
    const loadCategories = vi
      .fn<() => Promise<React.ReactNode>>()
      .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
      .mockImplementationOnce(async () => <a href="#skincare">Skincare</a>);
    render(
      <MenuDrawer labels={DRAWER_LABELS} loadCategories={loadCategories}>
        <a href="#sign-in">Sign in</a>
      </MenuDrawer>,
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Loading categories…');
    fail(new Error('offline'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("We couldn't load the categories.");
    // What was there stays usable.
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('link', { name: 'Skincare' })).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(loadCategories).toHaveBeenCalledTimes(2);
  });
});
