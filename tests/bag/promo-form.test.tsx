// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BagAnswer } from '@/components/bag/bag-answer';
import { PromoForm } from '@/components/bag/promo-form';
import { SCRIPTED_FIELD } from '@/lib/forms/scripted-field';
import enBag from '@/locales/en/bag.json';
import thBag from '@/locales/th/bag.json';
import { answer, API_BASE, cart, line } from './fixtures';
import { ThaiBagProviders } from './thai-bag';

// The server actions, the form's only writes: what they were posted and what they answer.
const actions = vi.hoisted(() => ({
  applyPromoWithForm: vi.fn<(country: string, lang: string, form: FormData) => Promise<BagAnswer>>(),
  removePromoWithForm: vi.fn<(country: string, lang: string, form?: FormData) => Promise<BagAnswer>>(),
}));
vi.mock('@/components/bag/bag-actions', () => actions);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  actions.applyPromoWithForm.mockReset();
  server.use(
    http.get(`${API_BASE()}/cart/offers`, () => HttpResponse.json({ data: { promos: [], giftsWithPurchase: [] } })),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderForm(announce = vi.fn()) {
  render(
    <ThaiBagProviders>
      <PromoForm cart={cart([line()])} country="th" lang="th" announce={announce} />
    </ThaiBagProviders>,
  );
  return { announce, user: userEvent.setup() };
}

describe('the promo code form, in Thai', () => {
  it('sends the code typed to its action from its script, and says the refusal and its rule on the alert', async () => {
    actions.applyPromoWithForm.mockResolvedValue({
      refused: { errorKey: 'bag:promo.invalid', hintKey: 'bag:promo.hints.case_sensitive', code: 'welcome10' },
    });
    const { user } = renderForm();
    const input = screen.getByLabelText(thBag.promo.label);
    await user.type(input, 'welcome10');
    await user.click(screen.getByRole('button', { name: thBag.promo.apply }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-testid', 'promo-error');
    expect(alert).toHaveTextContent(thBag.promo.invalid);
    expect(alert).toHaveTextContent(thBag.promo.hints.case_sensitive);
    expect(alert).not.toHaveTextContent(enBag.promo.invalid);
    // The focus moves in an effect after the answer is drawn.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(actions.applyPromoWithForm).toHaveBeenCalledTimes(1);
    const [country, lang, posted] = actions.applyPromoWithForm.mock.calls[0]!;
    expect([country, lang, posted.get('promo'), posted.get(SCRIPTED_FIELD)]).toEqual(['th', 'th', 'welcome10', '1']);
    expect(input).toHaveValue('welcome10');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      `${thBag.promo.caseSensitive} ${thBag.promo.invalid} ${thBag.promo.hints.case_sensitive}`,
    );
  });

  it('refuses an empty code in the browser with the action’s message, the field keeping the focus', async () => {
    const { user } = renderForm();
    const input = screen.getByLabelText(thBag.promo.label);
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: thBag.promo.apply }));
    expect(await screen.findByRole('alert')).toHaveTextContent(thBag.promo.required);
    expect(input).toHaveFocus();
    expect(actions.applyPromoWithForm).not.toHaveBeenCalled();
  });

  it('applies a code the action takes, and announces it', async () => {
    const applied = cart([line()], {
      promo: { code: 'WELCOME10', details: '10%', terms: '', minimumSpend: null, validUntil: null },
    });
    actions.applyPromoWithForm.mockResolvedValue({ cart: answer(applied) });
    const { user, announce } = renderForm();
    await user.type(screen.getByLabelText(thBag.promo.label), ' WELCOME10 ');
    await user.click(screen.getByRole('button', { name: thBag.promo.apply }));
    await vi.waitFor(() => expect(announce).toHaveBeenCalledWith(thBag.promo.applied.replace('{{code}}', 'WELCOME10')));
    // What the action checks too: the code without the spaces around it.
    expect(actions.applyPromoWithForm.mock.calls[0]![2].get('promo')).toBe('WELCOME10');
    expect(screen.getByLabelText(thBag.promo.label)).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
