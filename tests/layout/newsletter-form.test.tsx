// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsletterFormState } from '@/components/layout/newsletter-actions';
import { NewsletterForm } from '@/components/layout/newsletter-form';
import { createApiClient } from '@/lib/api/client';
import { makeQueryClient } from '@/lib/api/query-client';
import { ApiClientProvider } from '@/components/data/api-client';
import { SCRIPTED_FIELD } from '@/lib/forms/scripted-field';
import th from '@/locales/th/common.json';

// The server action is the form's only write. It runs for real here, with the browser's API client
// (answered by MSW), unless a test answers for it.
vi.mock('@/lib/api/server', () => import('../account/browser-action-api'));
type SignUp = (
  country: string,
  lang: string,
  previous: NewsletterFormState,
  form: FormData,
) => Promise<NewsletterFormState>;
const signUp = vi.hoisted(() => ({ real: undefined as SignUp | undefined, spy: vi.fn<SignUp>() }));
vi.mock('@/components/layout/newsletter-actions', async (importOriginal) => {
  const actual = await importOriginal<{ signUpForNewsletter: SignUp }>();
  signUp.real = actual.signUpForNewsletter;
  return { signUpForNewsletter: signUp.spy };
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  signUp.spy.mockReset();
  signUp.spy.mockImplementation((...args) => signUp.real!(...args));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const LABELS = {
  title: 'Be the first to know',
  intro: 'New launches.',
  email: 'Email address',
  consent: 'I agree to receive marketing emails.',
  submit: 'Sign up',
  submitting: 'Signing up…',
  done: 'You’re on the list.',
  emailInvalid: 'Please enter a valid email address.',
  consentRequired: 'Please tick the box to agree to receive our emails.',
  failed: 'We couldn’t sign you up just now.',
};

// The footer hands the form its labels translated, as the Thai footer does.
const TH = th.footer.newsletter;
const TH_LABELS = { ...TH, consent: TH.consent.replace('{{country}}', 'ประเทศไทย') };

function renderForm(labels = LABELS) {
  render(
    <QueryClientProvider client={makeQueryClient({ server: false })}>
      <ApiClientProvider client={createApiClient({ country: 'th', lang: 'th' })}>
        <NewsletterForm labels={labels} />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
}

describe('NewsletterForm', () => {
  it('asks for a valid address and explicit consent before sending anything', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${window.location.origin}/api/web/v1/newsletter/subscriptions`, async ({ request }) => {
        sent.push({ body: await request.json(), country: request.headers.get('x-site-country') });
        return HttpResponse.json({ data: { subscribed: true } });
      }),
    );
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'wren@');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(LABELS.emailInvalid));
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email address'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(LABELS.consentRequired));
    expect(sent).toHaveLength(0);
    expect(signUp.spy).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: LABELS.consent }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(LABELS.done);
    // The focus moves in an effect after the answer is drawn.
    await waitFor(() => expect(done).toHaveFocus());
    expect(sent).toEqual([{ body: { email: 'wren@example.com', consent: true }, country: 'th' }]);
  });

  it('says so when the sign-up fails, keeping what was typed', async () => {
    server.use(
      http.post(`${window.location.origin}/api/web/v1/newsletter/subscriptions`, () =>
        HttpResponse.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 }),
      ),
    );
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'wren@example.com');
    await user.click(screen.getByRole('checkbox', { name: LABELS.consent }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(LABELS.failed)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('wren@example.com');
  });

  it('posts the address and the box to its action from its script, and says a refusal in Thai on the alert', async () => {
    signUp.spy.mockResolvedValue({ failed: true, email: 'wren@example.com', consent: true });
    renderForm(TH_LABELS);
    const user = userEvent.setup();
    const email = screen.getByLabelText(TH.email);
    await user.type(email, 'wren@example.com');
    await user.click(screen.getByRole('checkbox', { name: TH_LABELS.consent }));
    await user.click(screen.getByRole('button', { name: TH.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TH.failed);
    // The focus moves in an effect after the answer is drawn.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(signUp.spy).toHaveBeenCalledTimes(1);
    const [country, lang, , posted] = signUp.spy.mock.calls[0]!;
    expect([country, lang]).toEqual(['th', 'th']);
    expect([posted.get('email'), posted.get('consent'), posted.get(SCRIPTED_FIELD)]).toEqual([
      'wren@example.com',
      'yes',
      '1',
    ]);
    expect(email).toHaveValue('wren@example.com');
  });

  it('in Thai, refuses a wrong address in the browser with the same message, focusing it, sending nothing', async () => {
    renderForm(TH_LABELS);
    const user = userEvent.setup();
    const email = screen.getByLabelText(TH.email);
    await user.type(email, 'wren@example');
    await user.click(screen.getByRole('checkbox', { name: TH_LABELS.consent }));
    await user.click(screen.getByRole('button', { name: TH.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TH.emailInvalid);
    expect(email).toHaveFocus();
    expect(email).toHaveValue('wren@example');
    expect(email).toHaveAccessibleDescription(TH.emailInvalid);
    expect(screen.getByRole('checkbox', { name: TH_LABELS.consent })).toBeChecked();
    expect(signUp.spy).not.toHaveBeenCalled();
  });

  it('moves focus to the box when only the consent is missing', async () => {
    renderForm(TH_LABELS);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(TH.email), 'wren@example.com');
    await user.click(screen.getByRole('button', { name: TH.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TH.consentRequired);
    expect(screen.getByRole('checkbox', { name: TH_LABELS.consent })).toHaveFocus();
    expect(screen.getByLabelText(TH.email)).toHaveValue('wren@example.com');
    expect(signUp.spy).not.toHaveBeenCalled();
  });

  it('names its fields for the post a browser makes before (or without) the script', () => {
    renderForm();
    const form = screen.getByLabelText('Email address').closest('form')!;
    expect([...form.querySelectorAll('[name]')].map((field) => field.getAttribute('name'))).toEqual([
      'email',
      'consent',
    ]);
  });
});

describe('the newsletter’s action', () => {
  it('keeps what was typed and names the wrong field when a post without JavaScript is refused', async () => {
    const form = new FormData();
    form.set('email', ' wren@example ');
    form.set('consent', 'yes');
    expect(await signUp.real!('th', 'th', {}, form)).toEqual({
      invalid: { email: 'emailInvalid' },
      email: 'wren@example',
      consent: true,
    });
  });
});
