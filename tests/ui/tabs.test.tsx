// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tabs } from '@/components/ui/tabs';

const items = [
  { id: 'service', label: 'Beauty services', panel: <p>Brow shaping</p> },
  { id: 'class', label: 'Beauty classes', panel: <p>Skincare 101</p> },
  { id: 'event', label: 'Events', panel: <p>Fragrance night</p> },
];

describe('Tabs', () => {
  it('puts every panel in the server HTML, the chosen one shown and the others hidden', () => {
    const html = renderToString(<Tabs label="What is on" items={items} initial="class" />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const panels = [...doc.querySelectorAll('[role="tabpanel"]')];
    expect(panels.map((panel) => [panel.textContent, panel.hasAttribute('hidden')])).toEqual([
      ['Brow shaping', true],
      ['Skincare 101', false],
      ['Fragrance night', true],
    ]);
    expect(doc.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('Beauty classes');
  });

  it('moves and chooses with the arrow keys, Home and End, with one tab stop for the list', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Tabs label="What is on" items={items} />
      </>,
    );
    expect(screen.getByRole('tablist', { name: 'What is on' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Beauty services' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Beauty classes' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Beauty classes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Skincare 101');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Beauty services' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the list for the chosen panel, not for the next tab.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Fragrance night');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Events');
  });

  it('mounts a lazy panel only once it is chosen', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Extras" items={items} lazy />);
    expect(screen.queryByText('Skincare 101')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Beauty classes' }));
    expect(screen.getByText('Skincare 101')).toBeVisible();
    expect(screen.queryByText('Brow shaping')).not.toBeInTheDocument();
  });
});
