import { LRUCache } from 'lru-cache';

type Bindable = string | number;

/** The bindings of each action, by their arguments: a store's country and language, an id. */
const bindings = new WeakMap<object, LRUCache<string, object>>();
/** Bindings kept per action: every store's, and the ids of many pages' forms at once. */
const BINDINGS_PER_ACTION = 1000;

/**
 * A server action with its leading arguments bound, the same function whenever the same arguments
 * are bound, on the server and in the browser. Drawing a page again after a post without
 * JavaScript, React matches the post to its form's action and waits until the action's bound
 * arguments are encoded; an action bound anew at each attempt (`bind` in a client component's
 * render, even memoised, which a render that waits does not keep) is never ready, and the render
 * would spin for good. A server component binds once per render, and its forms may take
 * `action.bind(…)`; a client component binds with this.
 */
export function boundAction<A extends Bindable, B extends Bindable, Rest extends unknown[], R>(
  action: (a: A, b: B, ...rest: Rest) => R,
  a: A,
  b: B,
): (...rest: Rest) => R;
export function boundAction<A extends Bindable, B extends Bindable, C extends Bindable, Rest extends unknown[], R>(
  action: (a: A, b: B, c: C, ...rest: Rest) => R,
  a: A,
  b: B,
  c: C,
): (...rest: Rest) => R;
export function boundAction(action: (...args: unknown[]) => unknown, ...args: Bindable[]): object {
  let ofAction = bindings.get(action);
  if (!ofAction) {
    ofAction = new LRUCache<string, object>({ max: BINDINGS_PER_ACTION });
    bindings.set(action, ofAction);
  }
  const key = JSON.stringify(args);
  let bound = ofAction.get(key);
  if (!bound) {
    bound = action.bind(null, ...args);
    ofAction.set(key, bound);
  }
  return bound;
}
