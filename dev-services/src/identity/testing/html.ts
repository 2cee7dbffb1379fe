/** Reading the provider's server-rendered pages in tests, without a DOM. */

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)(?:\s*=\s*"([^"]*)")?/g)) {
    const [, name, value] = match;
    if (name) attributes[name.toLowerCase()] = decode(value ?? '');
  }
  return attributes;
}

/** Visible text: tags removed, entities decoded, white space collapsed. */
export function textOf(html: string): string {
  return decode(
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  ).trim();
}

function firstElement(html: string, tag: string, attributeFilter = ''): string | undefined {
  const match = new RegExp(`<${tag}\\b[^>]*${attributeFilter}[^>]*>([\\s\\S]*?)</${tag}>`, 'i').exec(html);
  return match?.[1];
}

export function documentLanguage(html: string): string | undefined {
  return /<html\b[^>]*\blang="([^"]*)"/i.exec(html)?.[1];
}

export function titleOf(html: string): string {
  return textOf(firstElement(html, 'title') ?? '');
}

export function headingOf(html: string): string {
  return textOf(firstElement(html, 'h1') ?? '');
}

/** The text of the error summary (role="alert"), or '' when the page shows none. */
export function alertOf(html: string): string {
  const match = /<div\b[^>]*role="alert"[^>]*>([\s\S]*?)<\/div>/i.exec(html);
  return textOf(match?.[1] ?? '');
}

interface FormField {
  name: string;
  type: string;
  value: string;
  id: string | undefined;
  autocomplete: string | undefined;
  label: string | undefined;
}

interface ParsedForm {
  action: string;
  method: string;
  /** The inputs a person sees and fills (hidden ones left out). */
  fields: FormField[];
  /** Hidden and pre-filled values, as a browser would submit them untouched. */
  values: Record<string, string>;
}

export function formsOf(html: string): ParsedForm[] {
  const labels = new Map<string, string>();
  for (const match of html.matchAll(/<label\b([^>]*)>([\s\S]*?)<\/label>/gi)) {
    const target = attributesOf(match[1] ?? '').for;
    if (target) labels.set(target, textOf(match[2] ?? ''));
  }
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)].map((match) => {
    const attributes = attributesOf(match[1] ?? '');
    const fields: FormField[] = [...(match[2] ?? '').matchAll(/<input\b([^>]*)>/gi)].map((input) => {
      const field = attributesOf(input[1] ?? '');
      return {
        name: field.name ?? '',
        type: field.type ?? 'text',
        value: field.value ?? '',
        id: field.id,
        autocomplete: field.autocomplete,
        label: field.id ? labels.get(field.id) : undefined,
      };
    });
    const values: Record<string, string> = {};
    for (const field of fields) if (field.name && field.value) values[field.name] = field.value;
    return {
      action: attributes.action ?? '',
      method: (attributes.method ?? 'get').toLowerCase(),
      fields: fields.filter((field) => field.type !== 'hidden'),
      values,
    };
  });
}

/** href of the first link whose text contains `text`. */
export function linkHref(html: string, text: string): string | undefined {
  for (const match of html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)) {
    if (textOf(match[2] ?? '').includes(text)) return attributesOf(match[1] ?? '').href;
  }
  return undefined;
}
