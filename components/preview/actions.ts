'use server';

import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { previewEnabled, previewTarget } from '@/lib/preview/access';
import { PREVIEW_OPTIONS_COOKIE, previewOptionsSchema, serializePreviewOptions } from '@/lib/preview/options';
import { isPreviewEditor, previewCookieOptions } from '@/lib/preview/session';

/** The options last a working day; an editor picks them again after that. */
const OPTIONS_MAX_AGE_SECONDS = 12 * 60 * 60;

/**
 * The preview toolbar's form: store, language and user segments, kept for the next preview pages.
 * Only an editor with a preview session may set them; the values are checked like any other input.
 */
export async function applyPreviewOptions(form: FormData): Promise<void> {
  if (!previewEnabled() || !(await isPreviewEditor())) notFound();
  const [country, language] = String(form.get('storefront') ?? '').split(':');
  const parsed = previewOptionsSchema.safeParse({
    country,
    language,
    segments: form.getAll('segments').map(String),
  });
  // The page the toolbar was on (its path only): the editor stays there.
  const target = previewTarget(form.get('path')).split('?')[0] ?? '/preview';
  if (!parsed.success) redirect(`${target}?error=options`);
  (await cookies()).set(
    PREVIEW_OPTIONS_COOKIE,
    serializePreviewOptions(parsed.data),
    await previewCookieOptions(OPTIONS_MAX_AGE_SECONDS),
  );
  redirect(target);
}
