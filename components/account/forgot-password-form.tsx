'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { FormAction } from '@/components/forms/use-action-form';
import { EmailLinkForm } from './email-link-form';
import type { ForgotPasswordFormState } from './session-actions';
import { forgotIssues, forgotPasswordFormSchema } from './session-fields';

const resolver = zodResolver(forgotPasswordFormSchema, { error: forgotIssues });
const noAction: FormAction<ForgotPasswordFormState> = async (state) => state;

/** Asks for a reset link (see `EmailLinkForm`). */
export function ForgotPasswordForm({ action = noAction }: { action?: FormAction<ForgotPasswordFormState> }) {
  return <EmailLinkForm flow="forgot" action={action} resolver={resolver} sentTestId="reset-sent" />;
}
