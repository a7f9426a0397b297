import { Fragment, type ReactNode } from 'react';

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * A translated sentence with links in it: the translation keeps `{{name}}` where each link goes,
 * so every language puts them where its grammar wants. Unknown names stay as written.
 */
export function TextWithLinks({ template, parts }: { template: string; parts: Record<string, ReactNode> }) {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!(name in parts)) continue;
    out.push(template.slice(last, match.index));
    out.push(<Fragment key={`${name}-${match.index}`}>{parts[name]}</Fragment>);
    last = match.index + match[0].length;
  }
  out.push(template.slice(last));
  return <>{out}</>;
}

/** The translation with its placeholders left in, for `TextWithLinks`. */
export function keepPlaceholders<N extends string>(...names: N[]): Record<N, string> {
  return Object.fromEntries(names.map((name) => [name, `{{${name}}}`])) as Record<N, string>;
}
