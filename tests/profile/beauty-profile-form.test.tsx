// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BeautyProfileForm, type BeautyProfileAction } from '@/components/profile/beauty-profile-form';
import type { BeautyProfileFormState } from '@/components/profile/beauty-profile-state';
import { valuesFromForm } from '@/components/profile/beauty-profile-state';
import { BEAUTY_PROFILE_MESSAGES } from '@/components/profile/messages';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { pickMessages } from '@/lib/i18n/server';
import type { Language } from '@/lib/site';

const EMPTY: BeautyProfileFormState = {
  values: {
    skinType: null,
    skinConcerns: [],
    skinTone: null,
    hairType: null,
    hairConcerns: [],
    eyeColour: null,
    favouriteCategories: [],
  },
  complete: false,
  round: 0,
};

const CATEGORIES = [
  { slug: 'makeup', name: 'Makeup' },
  { slug: 'skincare', name: 'Skincare' },
];

async function renderForm(
  action: BeautyProfileAction,
  lang: Language = 'en',
  initial = EMPTY,
  categories = CATEGORIES,
) {
  const messages = await pickMessages(lang, BEAUTY_PROFILE_MESSAGES);
  render(
    <TranslationsProvider lang={lang} resources={messages}>
      <BeautyProfileForm action={action} initial={initial} categories={categories} pointsHref="/account/points" />
    </TranslationsProvider>,
  );
  return userEvent.setup();
}

describe('BeautyProfileForm', () => {
  it('groups every section in a fieldset with its legend, skin tones as labelled radios', async () => {
    await renderForm(vi.fn());
    for (const legend of [
      'Skin type',
      'Skin concerns',
      'Skin tone',
      'Hair type',
      'Hair concerns',
      'Eye colour',
      'Favourite categories',
    ]) {
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    }
    const tones = within(screen.getByRole('group', { name: 'Skin tone' }));
    expect(tones.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Fair',
      'Light',
      'Medium',
      'Tan',
      'Deep',
      'Rich',
    ]);
    expect(within(screen.getByRole('group', { name: 'Skin concerns' })).getAllByRole('checkbox')).toHaveLength(8);
    expect(
      within(screen.getByRole('group', { name: 'Favourite categories' })).getByRole('checkbox', { name: 'Skincare' }),
    ).toBeInTheDocument();
  });

  it('posts the choices made with the keyboard and announces the points earned', async () => {
    let posted: FormData | null = null;
    const action: BeautyProfileAction = async (previous, form) => {
      posted = form;
      return {
        values: valuesFromForm(form),
        complete: true,
        outcome: 'saved',
        pointsEarned: 50,
        round: previous.round + 1,
      };
    };
    const user = await renderForm(action);
    await user.click(screen.getByRole('radio', { name: 'Oily' }));
    await user.click(screen.getByRole('checkbox', { name: 'Visible pores' }));
    await user.click(screen.getByRole('checkbox', { name: 'Redness' }));
    const medium = screen.getByRole('radio', { name: 'Medium' });
    medium.focus();
    await user.keyboard(' ');
    expect(medium).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save my profile' }));
    await waitFor(() =>
      expect(screen.getByTestId('beauty-profile-status')).toHaveTextContent(
        'Saved. You earned 50 points for completing your beauty profile.',
      ),
    );
    expect(valuesFromForm(posted!)).toMatchObject({
      skinType: 'oily',
      skinConcerns: ['pores', 'redness'],
      skinTone: 'medium',
    });
    expect(screen.getByRole('link', { name: 'See my points history' })).toHaveAttribute('href', '/account/points');
    // The saved choices stay chosen.
    expect(screen.getByRole('radio', { name: 'Oily' })).toBeChecked();
  });

  it('keeps every choice as it was when the save is refused, and says so', async () => {
    const action: BeautyProfileAction = async (previous, form) => ({
      values: valuesFromForm(form),
      complete: false,
      outcome: 'failed',
      round: previous.round + 1,
    });
    const user = await renderForm(action);
    await user.click(screen.getByRole('radio', { name: 'Curly' }));
    await user.click(screen.getByRole('checkbox', { name: 'Makeup' }));
    await user.click(screen.getByRole('button', { name: 'Save my profile' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("We couldn't save your beauty profile."));
    expect(screen.getByRole('radio', { name: 'Curly' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Makeup' })).toBeChecked();
  });

  it('shows the saved profile in Thai', async () => {
    await renderForm(vi.fn(), 'th', { ...EMPTY, values: { ...EMPTY.values, eyeColour: 'hazel' }, complete: false });
    expect(screen.getByRole('group', { name: 'สีตา' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'น้ำตาลอมเขียว' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'บันทึกโปรไฟล์' })).toBeInTheDocument();
  });

  it('in Thai, refuses more favourite categories than the API takes, keeps the choices and focuses the first', async () => {
    const action = vi.fn<BeautyProfileAction>();
    const many = Array.from({ length: 11 }, (_, i) => ({ slug: `category-${i}`, name: `หมวด ${i}` }));
    const user = await renderForm(action, 'th', EMPTY, many);
    await user.click(screen.getByRole('radio', { name: 'ผิวมัน' }));
    for (const { name } of many) await user.click(screen.getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'บันทึกโปรไฟล์' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ไม่สามารถบันทึกโปรไฟล์ความงามได้ โปรดตรวจสอบตัวเลือกแล้วลองอีกครั้ง',
    );
    expect(screen.getByRole('checkbox', { name: 'หมวด 0' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'ผิวมัน' })).toBeChecked();
    for (const { name } of many) expect(screen.getByRole('checkbox', { name })).toBeChecked();
    expect(action).not.toHaveBeenCalled();
  });
});
