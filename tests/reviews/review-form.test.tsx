// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REVIEW_FORM_MESSAGES } from '@/components/reviews/messages';
import { ReviewForm, type ReviewAction } from '@/components/reviews/review-form';
import { REVIEW_KEYS, reviewFormSchema, reviewIssues, reviewValuesFromForm } from '@/components/reviews/review-state';
import { fieldKeys } from '@/lib/forms/issue-keys';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { pickMessages } from '@/lib/i18n/server';
import type { Language } from '@/lib/site';
import id from '@/locales/id/reviews.json';

/** Checks the fields as the server action does, and refuses or accepts. */
function actionThat(answer: 'check' | 'notAllowed', posts: FormData[] = []): ReviewAction {
  return async (_previous, form) => {
    posts.push(form);
    const values = reviewValuesFromForm(form);
    if (answer === 'notAllowed') return { values, failure: 'write.notAllowed' };
    const issues = reviewFormSchema.safeParse(values, { error: reviewIssues }).error?.issues ?? [];
    return { values, errors: fieldKeys(issues, REVIEW_KEYS) };
  };
}

async function renderForm(action: ReviewAction, lang: Language = 'en') {
  const messages = await pickMessages(lang, REVIEW_FORM_MESSAGES);
  render(
    <TranslationsProvider lang={lang} resources={messages}>
      <ReviewForm action={action} />
    </TranslationsProvider>,
  );
  return userEvent.setup();
}

describe('ReviewForm', () => {
  it('labels the rating as a group of radios and every field', async () => {
    await renderForm(actionThat('check'));
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveAccessibleDescription('At least 10 characters.');
    expect(screen.getByRole('checkbox', { name: 'I recommend this product' })).not.toBeChecked();
  });

  it('tells which fields to fix and keeps what was typed, before posting anything', async () => {
    const posts: FormData[] = [];
    const user = await renderForm(actionThat('check', posts));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Lovely');
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Short');
    await user.click(screen.getByRole('checkbox', { name: 'I recommend this product' }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(screen.getByText('Choose a rating.')).toBeInTheDocument());
    expect(screen.getByText('Write at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Lovely');
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('Short');
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: 'I recommend this product' })).toBeChecked();
    // The alert names the fields to fix, in the form's order.
    expect(screen.getByRole('alert')).toHaveTextContent('Please check: Your rating and Your review.');
    expect(screen.getByRole('radio', { name: '5 – Excellent' })).toHaveFocus();
    expect(posts).toHaveLength(0);
  });

  it('in Thai, points to a review too short with its message, moves focus there and keeps what was typed', async () => {
    const posts: FormData[] = [];
    const user = await renderForm(actionThat('check', posts), 'th');
    await user.click(screen.getByRole('radio', { name: '4 – ดีมาก' }));
    await user.type(screen.getByRole('textbox', { name: 'หัวข้อ' }), 'ชอบมาก');
    const body = screen.getByRole('textbox', { name: 'รีวิวของคุณ' });
    await user.type(body, '   สั้น   ');
    await user.click(screen.getByRole('button', { name: 'ส่งรีวิว' }));
    await waitFor(() => expect(body).toHaveFocus());
    expect(screen.getByText('โปรดเขียนอย่างน้อย 10 ตัวอักษร')).toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(body).toHaveValue('   สั้น   ');
    expect(screen.getByRole('textbox', { name: 'หัวข้อ' })).toHaveValue('ชอบมาก');
    expect(screen.getByRole('radio', { name: '4 – ดีมาก' })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('โปรดตรวจสอบ: รีวิวของคุณ');
    expect(posts).toHaveLength(0);
  });

  it('shows the field the server refused, posted with what was typed', async () => {
    const posts: FormData[] = [];
    const action: ReviewAction = async (_previous, form) => {
      posts.push(form);
      return {
        values: reviewValuesFromForm(form),
        errors: { body: 'write.errors.body' },
        failure: 'write.errors.failed',
      };
    };
    const user = await renderForm(action);
    await user.click(screen.getByRole('radio', { name: '3 – Good' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Fine');
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Long enough to send.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please check: Your review.');
    expect(screen.getByText('Write at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('Long enough to send.');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.get('rating')).toBe('3');
  });

  it('says why a product cannot be reviewed, keeping the rating chosen', async () => {
    const user = await renderForm(actionThat('notAllowed'));
    await user.click(screen.getByRole('radio', { name: '4 – Very good' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Lovely');
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Soft on the skin.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'You can review a product once you have bought it in a paid order.',
      ),
    );
    expect(screen.getByRole('radio', { name: '4 – Very good' })).toBeChecked();
  });

  it('names every field of an empty review, in Indonesian, and sends nothing', async () => {
    const posts: FormData[] = [];
    const user = await renderForm(actionThat('check', posts), 'id');
    await user.click(screen.getByRole('button', { name: id.write.submit }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Harap periksa: Penilaian Anda, Judul, dan Ulasan Anda.'),
    );
    expect(posts).toHaveLength(0);
  });

  it('is in Thai on a Thai page', async () => {
    await renderForm(actionThat('check'), 'th');
    expect(screen.getByRole('group', { name: 'คะแนนของคุณ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ส่งรีวิว' })).toBeInTheDocument();
  });
});
