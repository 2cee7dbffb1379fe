import fs from 'node:fs';
import path from 'node:path';

// The colour tokens as the stylesheet writes them.
const css = fs.readFileSync(path.join(__dirname, 'theme.module.css'), 'utf8');
const colour = Object.fromEntries([...css.matchAll(/--mr-color-([a-z-]+):\s*(#[0-9a-f]{6});/g)].map(([, name, hex]) => [name, hex]));

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two colour tokens. */
function contrast(foreground: string, background: string) {
  const [a, b] = [luminance(colour[foreground] as string), luminance(colour[background] as string)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

describe('design tokens', () => {
  it('define every colour the kit pairs', () => {
    for (const name of ['brand', 'brand-strong', 'on-brand', 'text', 'text-muted', 'page', 'surface', 'border-strong', 'focus']) {
      expect(colour).toHaveProperty(name);
    }
  });

  it.each([
    ['text', 'page'],
    ['text', 'surface'],
    ['text-muted', 'page'],
    ['text-muted', 'surface'],
    ['text-muted', 'surface-sunken'],
    ['on-brand', 'brand'],
    ['on-brand', 'brand-strong'],
    ['on-brand', 'danger-strong'],
    ['brand-strong', 'surface'],
    ['brand-strong', 'page'],
    ['brand-strong', 'brand-subtle'],
    ['brand', 'surface'],
    ['info', 'info-subtle'],
    ['success', 'success-subtle'],
    ['warning', 'warning-subtle'],
    ['danger', 'danger-subtle'],
    ['danger', 'surface'],
    ['text', 'info-subtle'],
    ['text', 'warning-subtle'],
    ['text', 'danger-subtle'],
  ])('%s text on %s passes AA (4.5:1)', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['border-strong', 'surface'],
    ['focus', 'page'],
    ['focus', 'surface'],
    ['on-brand', 'brand'],
  ])('%s against %s passes AA for controls and focus (3:1)', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });

  it('reports the ratios the stylesheet quotes', () => {
    const ratio = (a: string, b: string) => `${contrast(a, b).toFixed(1)}:1`;
    expect({
      textOnPage: ratio('text', 'page'),
      mutedOnPage: ratio('text-muted', 'page'),
      onBrand: ratio('on-brand', 'brand'),
      brandStrong: ratio('brand-strong', 'surface'),
      borderStrong: ratio('border-strong', 'surface'),
      focus: ratio('focus', 'page'),
    }).toEqual({
      textOnPage: '16.7:1',
      mutedOnPage: '9.0:1',
      onBrand: '6.5:1',
      brandStrong: '10.2:1',
      borderStrong: '4.6:1',
      focus: '6.1:1',
    });
  });
});
