// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NewsletterForm } from '@/components/layout/newsletter-form';
import { createApiClient } from '@/lib/api/client';
import { makeQueryClient } from '@/lib/api/query-client';
import { ApiClientProvider } from '@/components/data/api-client';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
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

const TH_LABELS = {
  ...LABELS,
  email: 'ที่อยู่รับจดหมายข่าว',
  consent: 'ฉันยินยอมรับข่าวสารและโปรโมชันจาก Halcyon Beauty',
  submit: 'สมัคร',
  emailInvalid: 'กรุณากรอกอีเมลที่ถูกต้อง',
  consentRequired: 'กรุณาทำเครื่องหมายเพื่อยินยอมรับอีเมลจากเรา',
};

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

    await user.click(screen.getByRole('checkbox', { name: LABELS.consent }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('status')).toHaveTextContent(LABELS.done);
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

  it('in Thai, shows the address’s message, moves focus there and keeps what was typed, with no named field', async () => {
    renderForm(TH_LABELS);
    const user = userEvent.setup();
    const email = screen.getByLabelText(TH_LABELS.email);
    await user.type(email, 'wren@example');
    await user.click(screen.getByRole('checkbox', { name: TH_LABELS.consent }));
    await user.click(screen.getByRole('button', { name: 'สมัคร' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('กรุณากรอกอีเมลที่ถูกต้อง');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('wren@example');
    expect(email).toHaveAccessibleDescription('กรุณากรอกอีเมลที่ถูกต้อง');
    expect(screen.getByRole('checkbox', { name: TH_LABELS.consent })).toBeChecked();
    // Submitted before its script runs, the form would put nothing in the page's URL.
    expect(email.closest('form')!.querySelectorAll('[name]')).toHaveLength(0);
  });

  it('moves focus to the box when only the consent is missing', async () => {
    renderForm(TH_LABELS);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(TH_LABELS.email), 'wren@example.com');
    await user.click(screen.getByRole('button', { name: 'สมัคร' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('กรุณาทำเครื่องหมายเพื่อยินยอมรับอีเมลจากเรา');
    expect(screen.getByRole('checkbox', { name: TH_LABELS.consent })).toHaveFocus();
    expect(screen.getByLabelText(TH_LABELS.email)).toHaveValue('wren@example.com');
  });
});
