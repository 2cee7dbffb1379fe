// The gallery's page: the kit's theme on <html>, the language from `?lang=fr`.
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { themeClassName } from '../src/index';
import { Gallery } from './gallery';
import './gallery-document.css';

const locale = new URLSearchParams(window.location.search).get('lang') === 'fr' ? 'fr-CA' : 'en-CA';
document.documentElement.lang = locale;
document.documentElement.classList.add(themeClassName);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <IntlProvider locale={locale} defaultLocale="en-CA" messages={{}}>
      <Gallery locale={locale} />
    </IntlProvider>,
  );
}
