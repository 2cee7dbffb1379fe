import { messagesFor, otherLocale } from './i18n';
import type { IdentityLocale } from './types';

/** Escapes text for HTML content and double-quoted attributes. */
export function esc(value: string | number): string {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const STYLES = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;background:#f6f4f1}
header{display:flex;justify-content:space-between;align-items:center;gap:1rem;padding:.75rem 1.25rem;background:#8c1d18;color:#fff}
header a{color:#fff}
.brand{margin:0;font-weight:700;font-size:1.125rem}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:1.625rem;line-height:1.25;margin:0 0 1rem}
h2{font-size:1.125rem;margin:0 0 .5rem}
a{color:#0b5394}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
.field{margin:0 0 1.25rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
.hint{margin:0 0 .25rem;color:#4a4a4a;font-size:.9375rem}
input{width:100%;padding:.5rem .625rem;font:inherit;border:2px solid #4a4a4a;border-radius:.25rem}
input[aria-invalid="true"]{border-color:#b3261e}
input[readonly]{background:#eee}
.field-error{margin:0 0 .25rem;color:#b3261e;font-weight:600}
button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border:0;border-radius:.25rem;background:#8c1d18;color:#fff;cursor:pointer}
button:hover{background:#6e1511}
.error-summary{border:3px solid #b3261e;padding:1rem;margin:0 0 1.5rem;border-radius:.25rem}
.error-summary ul{margin:0;padding-left:1.25rem}
.error-summary a{color:#b3261e;font-weight:600}
.links{margin:1.5rem 0 0;padding:0;list-style:none}
.links li{margin:.5rem 0}
.visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
dl{font-size:.875rem;color:#4a4a4a}
table{border-collapse:collapse;width:100%;font-size:.875rem}
th,td{text-align:left;border-bottom:1px solid #ccc;padding:.375rem;vertical-align:top;word-break:break-all}
`;

export interface LayoutOptions {
  locale: IdentityLocale;
  title: string;
  /** Body of `<main>`, which must start with the page's `<h1>`. */
  main: string;
  /** Where the language switch goes; omitted when the page cannot be shown in the other language. */
  switchHref?: string;
  hasErrors?: boolean;
  head?: string;
  wide?: boolean;
}

export function layout({ locale, title, main, switchHref, hasErrors, head, wide }: LayoutOptions): string {
  const t = messagesFor(locale);
  const other = otherLocale(locale);
  const fullTitle = `${hasErrors ? `${t.errorPrefix} ` : ''}${title} – ${t.siteName}`;
  const switcher = switchHref
    ? `<a href="${esc(switchHref)}" lang="${other}" hreflang="${other}" aria-label="${esc(t.otherLanguageLabel)}">${esc(
        t.otherLanguageName,
      )}</a>`
    : '';
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(fullTitle)}</title>
<style>${STYLES}${wide ? 'main{max-width:60rem}' : ''}</style>
${head ?? ''}
</head>
<body>
<header><p class="brand">${esc(t.siteName)}</p>${switcher}</header>
<main id="main">
${main}
</main>
</body>
</html>`;
}

export interface SummaryItem {
  /** Id of the field the message is about. */
  field: string;
  message: string;
  /** Extra, already escaped, HTML after the message (e.g. a link). */
  extra?: string;
}

/** Announced at once (role="alert") and focused; each message links to its field. */
export function errorSummary(locale: IdentityLocale, items: SummaryItem[]): string {
  if (items.length === 0) return '';
  const t = messagesFor(locale);
  const list = items
    .map((item) => `<li><a href="#${esc(item.field)}">${esc(item.message)}</a>${item.extra ? ` ${item.extra}` : ''}</li>`)
    .join('');
  return `<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus>
<h2 id="error-summary-title">${esc(t.errorSummaryTitle)}</h2>
<ul>${list}</ul>
</div>`;
}

export interface FieldOptions {
  locale: IdentityLocale;
  id: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string;
  error?: string;
  hint?: string;
  readonly?: boolean;
  maxLength?: number;
}

export function field(options: FieldOptions): string {
  const t = messagesFor(options.locale);
  const { id } = options;
  const describedBy = [options.hint ? `${id}-hint` : '', options.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const attributes = [
    `id="${esc(id)}"`,
    `name="${esc(id)}"`,
    `type="${options.type}"`,
    `autocomplete="${esc(options.autocomplete)}"`,
    options.value ? `value="${esc(options.value)}"` : '',
    options.readonly ? 'readonly' : 'required',
    options.maxLength ? `maxlength="${options.maxLength}"` : '',
    options.type === 'email' ? 'spellcheck="false" autocapitalize="off"' : '',
    options.error ? 'aria-invalid="true"' : '',
    describedBy ? `aria-describedby="${describedBy}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<div class="field">
<label for="${esc(id)}">${esc(options.label)}</label>
${options.hint ? `<p class="hint" id="${esc(id)}-hint">${esc(options.hint)}</p>` : ''}
${options.error ? `<p class="field-error" id="${esc(id)}-error"><span class="visually-hidden">${esc(t.errorPrefix)}</span> ${esc(options.error)}</p>` : ''}
<input ${attributes}>
</div>`;
}

export function links(items: Array<{ href: string; text: string; prompt?: string }>): string {
  if (items.length === 0) return '';
  return `<ul class="links">${items
    .map((item) => `<li>${item.prompt ? `${esc(item.prompt)} ` : ''}<a href="${esc(item.href)}">${esc(item.text)}</a></li>`)
    .join('')}</ul>`;
}

/** A page that posts itself at once (the browser's own submit when scripts are off). */
export function autoSubmitPage(options: {
  locale: IdentityLocale;
  title: string;
  heading: string;
  body: string;
  action: string;
  inputs: Record<string, string>;
}): string {
  const t = messagesFor(options.locale);
  const hidden = Object.entries(options.inputs)
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('');
  return layout({
    locale: options.locale,
    title: options.title,
    head: `<script>document.addEventListener('DOMContentLoaded',function(){document.forms[0].submit()})</script>`,
    main: `<h1>${esc(options.heading)}</h1>
<p>${esc(options.body)}</p>
<form method="post" action="${esc(options.action)}">${hidden}<noscript><button type="submit">${esc(t.continueButton)}</button></noscript></form>`,
  });
}
