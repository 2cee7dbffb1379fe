import { ASSET_PATHS } from './assets';
import { messagesFor, otherLocale } from './i18n';
import type { IdentityLocale } from './types';

/** Escapes text for HTML content and double-quoted attributes. */
export function esc(value: string | number): string {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

interface LayoutOptions {
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
<link rel="stylesheet" href="${ASSET_PATHS.stylesheet}">
${head ?? ''}
</head>
<body${wide ? ' class="wide"' : ''}>
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

interface FieldOptions {
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

/** Hidden form fields carrying `inputs`. */
export function hiddenInputs(inputs: Record<string, string>): string {
  return Object.entries(inputs)
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('');
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
  const hidden = hiddenInputs(options.inputs);
  return layout({
    locale: options.locale,
    title: options.title,
    head: `<script src="${ASSET_PATHS.autoSubmit}" defer></script>`,
    main: `<h1>${esc(options.heading)}</h1>
<p>${esc(options.body)}</p>
<form method="post" action="${esc(options.action)}">${hidden}<noscript><button type="submit">${esc(t.continueButton)}</button></noscript></form>`,
  });
}
