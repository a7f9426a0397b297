/**
 * How every mail looks: one content shape, written out twice, as plain text and as simple HTML.
 * The HTML is a single column that reads in order without its styles: the language on the root, a
 * real heading, links named by what they do (the address written out under the main one), and
 * tables with headers only where the content is a table (an order's lines).
 */

export interface MailLink {
  label: string;
  url: string;
}

/** A table of the mail (an order's lines): its caption, column headers, rows and closing totals. */
export interface MailTable {
  caption: string;
  head: readonly string[];
  rows: ReadonlyArray<readonly string[]>;
  /** Label and amount, under the rows (subtotal, delivery, total); the last one is the total. */
  totals: ReadonlyArray<readonly [string, string]>;
}

export interface MailContent {
  /** The language of the words, for `lang`. */
  lang: string;
  subject: string;
  heading: string;
  greeting: string;
  paragraphs: readonly string[];
  /** The one thing the mail asks the shopper to do. */
  action?: MailLink;
  /** Label and value pairs (a booking's time and place, an order's number and delivery). */
  facts?: ReadonlyArray<readonly [string, string]>;
  table?: MailTable;
  /** Further links (another way in, the help centre). */
  links?: readonly MailLink[];
  closing: readonly string[];
  signOff: string;
  linkFallback: string;
  footer: string;
}

export function renderText(mail: MailContent): string {
  // Chinese is written with the full-width colon.
  const colon = mail.lang.startsWith('zh') ? '：' : ': ';
  // A value of several lines (an address) keeps its lines under its label.
  const pair = ([label, value]: readonly [string, string]) => `${label}${colon}${value.replace(/\n/g, '\n  ')}`;
  const blocks: string[] = [mail.greeting, ...mail.paragraphs];
  if (mail.action) blocks.push(`${mail.action.label}${colon.trim()}\n${mail.action.url}`);
  if (mail.facts?.length) blocks.push(mail.facts.map(pair).join('\n'));
  if (mail.table) {
    const { caption, head, rows, totals } = mail.table;
    const lines = rows.map(
      (row) => `- ${row.map((cell, i) => (i === 0 ? cell : pair([head[i] ?? '', cell]))).join(' | ')}`,
    );
    blocks.push([caption, ...lines, '', ...totals.map(pair)].join('\n'));
  }
  if (mail.links?.length) {
    blocks.push(mail.links.map((link) => `${link.label}${colon.trim()}\n${link.url}`).join('\n\n'));
  }
  blocks.push(...mail.closing, mail.signOff, `--\n${mail.footer}`);
  return `${blocks.join('\n\n')}\n`;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML: every character that could start markup or end an attribute is escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

const lines = (value: string) => escapeHtml(value).replace(/\n/g, '<br>');

const INK = '#1f1b18';
const MUTED = '#5c534c';
const FONT =
  "font-family:-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans','Noto Sans Thai','PingFang TC','Microsoft JhengHei',sans-serif";
const TEXT = `${FONT};font-size:16px;line-height:1.6;color:${INK}`;
const CELL = `padding:8px 8px 8px 0;border-bottom:1px solid #e7e1dc;text-align:left;vertical-align:top`;

function htmlTable(table: MailTable): string {
  const head = table.head.map(
    (label) => `<th scope="col" style="${CELL};font-size:13px;color:${MUTED}">${escapeHtml(label)}</th>`,
  );
  const rows = table.rows.map(
    (row) =>
      `<tr>${row.map((cell, i) => (i === 0 ? `<th scope="row" style="${CELL};font-weight:600">${escapeHtml(cell)}</th>` : `<td style="${CELL}">${escapeHtml(cell)}</td>`)).join('')}</tr>`,
  );
  const totals = table.totals.map(([label, value], i) => {
    const weight = i === table.totals.length - 1 ? 'font-weight:700' : 'font-weight:400';
    return `<tr><th scope="row" colspan="${table.head.length - 1}" style="${CELL};${weight}">${escapeHtml(label)}</th><td style="${CELL};${weight}">${escapeHtml(value)}</td></tr>`;
  });
  return [
    `<table style="width:100%;border-collapse:collapse;margin:24px 0;${TEXT};font-size:15px">`,
    `<caption style="text-align:left;font-weight:700;padding-bottom:8px">${escapeHtml(table.caption)}</caption>`,
    `<thead><tr>${head.join('')}</tr></thead>`,
    `<tbody>${rows.join('')}</tbody>`,
    `<tfoot>${totals.join('')}</tfoot>`,
    '</table>',
  ].join('');
}

export function renderHtml(mail: MailContent): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${lines(text)}</p>`;
  const body: string[] = [
    `<p style="margin:0 0 24px;font-size:13px;letter-spacing:0.2em;text-transform:uppercase">Halcyon Beauty</p>`,
    `<h1 style="margin:0 0 24px;font-size:26px;line-height:1.3;font-weight:600">${escapeHtml(mail.heading)}</h1>`,
    paragraph(mail.greeting),
    ...mail.paragraphs.map(paragraph),
  ];
  if (mail.action) {
    const url = escapeHtml(mail.action.url);
    body.push(
      `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:14px 28px;border-radius:999px;background:${INK};color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(mail.action.label)}</a></p>`,
      `<p style="margin:0 0 24px;font-size:13px;color:${MUTED}">${escapeHtml(mail.linkFallback)}<br><a href="${url}" style="color:${INK};word-break:break-all">${url}</a></p>`,
    );
  }
  if (mail.facts?.length) {
    const facts = mail.facts.map(
      ([label, value]) => `<p style="margin:0 0 12px"><strong>${escapeHtml(label)}</strong><br>${lines(value)}</p>`,
    );
    body.push(
      `<div style="margin:24px 0;padding:16px 20px;background:#f6f2ee;border-radius:12px">${facts.join('')}</div>`,
    );
  }
  if (mail.table) body.push(htmlTable(mail.table));
  for (const link of mail.links ?? []) {
    body.push(
      `<p style="margin:0 0 16px"><a href="${escapeHtml(link.url)}" style="color:${INK}">${escapeHtml(link.label)}</a></p>`,
    );
  }
  body.push(...mail.closing.map(paragraph), paragraph(mail.signOff));
  const subject = escapeHtml(mail.subject);
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(mail.lang)}" dir="ltr">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="color-scheme" content="light"><title>${subject}</title></head>`,
    `<body style="margin:0;padding:0;background:#f6f2ee">`,
    `<div role="article" aria-roledescription="email" aria-label="${subject}" lang="${escapeHtml(mail.lang)}" style="padding:24px 12px;${TEXT}">`,
    `<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:16px">${body.join('')}</div>`,
    `<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:${MUTED};text-align:center">${escapeHtml(mail.footer)}</p>`,
    '</div></body></html>',
  ].join('\n');
}
