import type { FormAction } from '@/components/forms/use-action-form';
import type { Language } from '@/lib/site';

/** What an auth page gives its form: the language of its links, and the server action it posts to. */
export interface AuthFormProps<State> {
  lang: Language;
  defaultLang: Language;
  /** None in tests: the form then answers its own state. */
  action?: FormAction<State>;
}
