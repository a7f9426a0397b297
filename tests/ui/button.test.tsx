// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';

describe('Button', () => {
  it('stays focusable while busy, says so and ignores presses', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button busy onClick={onClick}>
        Adding…
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Adding…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    button.focus();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>Add to bag</Button>);
    expect(screen.getByRole('button', { name: 'Add to bag' })).not.toHaveAttribute('aria-disabled');
    await userEvent.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not submit its form while busy', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy>
          Placing order…
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Placing order…' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
