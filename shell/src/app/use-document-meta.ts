import type { Locale } from '@maple/contracts';
import { useEffect, useRef } from 'react';
import { defineMessage, useIntl } from 'react-intl';

/** The document title of a page (the compose step writes it into served pages too). */
export const documentTitle = defineMessage<{ page: string }>({ id: 'shell.documentTitle', defaultMessage: '{page} | Maple Rewards' });

/**
 * Keeps `<html lang>` and the document title in step with the page, and moves focus to
 * the main landmark after an in-site navigation so screen readers announce the new page.
 */
export function useDocumentMeta(pathname: string, locale: Locale, pageTitle: string | null) {
  const intl = useIntl();
  const firstRender = useRef(true);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(() => {
    if (pageTitle) document.title = intl.formatMessage(documentTitle, { page: pageTitle });
  }, [intl, pageTitle]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // A dialog that just opened keeps the focus it took.
    if (document.activeElement?.closest('dialog[open]')) return;
    document.getElementById('main')?.focus({ preventScroll: false });
  }, [pathname]);
}
