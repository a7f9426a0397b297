// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardFields, EMPTY_CARD } from '@/components/ui/card-fields';
import { getTranslator } from '@/lib/i18n/server';

async function renderCard(lang: 'en' | 'th', cardNumber: string) {
  const t = await getTranslator(lang, 'checkout');
  render(<CardFields values={{ ...EMPTY_CARD, cardNumber }} errors={{}} onChange={() => {}} t={t} />);
}

describe('the card number field', () => {
  it.each([
    ['en', 'Card number'],
    ['th', 'หมายเลขบัตร'],
  ] as const)('names the brand beside its label, leaving the whole field to the number (%s)', async (lang, label) => {
    await renderCard(lang, '3782 822463 10005');
    const number = screen.getByRole('textbox', { name: label });
    const brand = screen.getByTestId('card-brand');
    expect(brand).toHaveTextContent('American Express');
    expect(number).toHaveAccessibleDescription('American Express');
    // Nothing is drawn over the field: the brand is not in the box that holds the input.
    expect(number.parentElement).not.toContainElement(brand);
    expect(screen.getByText(label).parentElement).toContainElement(brand);
  });
});
