import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { KitLocale } from '../i18n/kit-locale';

/** Renders `ui` inside a react-intl provider of `locale` (English by default), as apps do. */
export function renderWithIntl(
  ui: ReactElement,
  { locale = 'en-CA', ...options }: { locale?: KitLocale } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} defaultLocale="en-CA" messages={{}}>
      {children}
    </IntlProvider>
  );
  return render(ui, { wrapper, ...options });
}
