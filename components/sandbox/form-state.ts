/** What a sandbox form shows after its action ran: translated text, and what was typed. */
export interface SandboxFormState {
  status?: 'ok' | 'error';
  message?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  /** The page the form's script goes to next (a post without it is redirected there). */
  next?: string;
}

export const EMPTY_FORM_STATE: SandboxFormState = {};

export interface FieldOption {
  value: string;
  label: string;
}

/** One field of a sandbox form; labels arrive translated from the server. */
export interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password' | 'number' | 'date' | 'select' | 'checkbox' | 'hidden';
  options?: readonly FieldOption[];
  defaultValue?: string;
  autoComplete?: string;
}

/** A value the form posts back as it is (the row's id), with no field to show. */
export function hiddenField(name: string, value: string | number): FieldSpec {
  return { name, label: '', type: 'hidden', defaultValue: String(value) };
}
