// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CategoryDisclosure } from '@/components/catalogue/category-disclosure';
import { loadMenuPanels } from '@/components/catalogue/menu-actions';
import { CategoryPanel, CategoryPanels } from '@/components/catalogue/category-panels';

vi.mock('@/components/catalogue/menu-actions', () => ({ loadMenuPanels: vi.fn() }));
const load = vi.mocked(loadMenuPanels);

const LABELS = { loading: 'Loading categories…', failed: "We couldn't load the categories.", retry: 'Try again' };

function Menu() {
  return (
    <CategoryPanels country="sg" lang="en" label="Shop by category" labels={LABELS}>
      <ul>
        {[
          [1, 'Makeup'],
          [2, 'Skincare'],
        ].map(([id, name]) => (
          <CategoryDisclosure
            key={id}
            link={<a href={`/categories/${String(name).toLowerCase()}`}>{name}</a>}
            buttonLabel={`More in ${name}`}
            panelId={`panel-${id}`}
            classes={{}}
          >
            <CategoryPanel id={Number(id)} />
          </CategoryDisclosure>
        ))}
      </ul>
    </CategoryPanels>
  );
}

const panels = (): Record<number, ReactNode> => ({
  1: (
    <ul>
      <li>
        <a href="#lips">Lips</a>
      </li>
    </ul>
  ),
  2: (
    <ul>
      <li>
        <a href="#serums">Serums</a>
      </li>
    </ul>
  ),
});

beforeEach(() => load.mockReset());

describe('desktop category menu panels', () => {
  it('asks for the sub-categories once, when focus enters the menu, and shows each in its own panel', async () => {
    load.mockResolvedValue(panels());
    const user = userEvent.setup();
    render(<Menu />);
    // The page carries only the top categories.
    expect(screen.getByRole('navigation', { name: 'Shop by category' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await user.tab();
    expect(screen.getByRole('link', { name: 'Makeup' })).toHaveFocus();
    expect(load).toHaveBeenCalledWith('sg', 'en');
    await user.tab();
    await user.keyboard('{Enter}');
    const panel = document.getElementById('panel-1')!;
    expect(await within(panel).findByRole('link', { name: 'Lips' })).toBeVisible();
    // The opened panel's links come next in the Tab order.
    await user.tab();
    expect(within(panel).getByRole('link', { name: 'Lips' })).toHaveFocus();
    expect(
      within(document.getElementById('panel-2')!).getByRole('link', { name: 'Serums', hidden: true }),
    ).not.toBeVisible();

    await user.hover(screen.getByRole('link', { name: 'Skincare' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says a panel is loading, and offers to try again when the sub-categories could not be had', async () => {
    let fail!: (error: Error) => void;
    load.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject))).mockResolvedValueOnce(panels());
    const user = userEvent.setup();
    render(<Menu />);
    await user.hover(screen.getByRole('link', { name: 'Makeup' }));
    await user.click(screen.getByRole('button', { name: 'More in Makeup' }));
    const panel = document.getElementById('panel-1')!;
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading categories…');

    fail(new Error('offline'));
    expect(await within(panel).findByRole('alert')).toHaveTextContent("We couldn't load the categories.");
    // The top category's own link still works meanwhile.
    expect(screen.getByRole('link', { name: 'Makeup' })).toHaveAttribute('href', '/categories/makeup');

    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('link', { name: 'Lips' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
