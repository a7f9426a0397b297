/**
 * The field a form adds when its script sends it to its server action (components/forms); a plain
 * post without JavaScript lacks it. An action that answers a page by redirecting answers a script
 * with its state instead.
 */
export const SCRIPTED_FIELD = '$scripted';
