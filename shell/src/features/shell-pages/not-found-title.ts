import { defineMessage } from 'react-intl';

/** The not-found page's title, also the document title: apart from the page, which loads when it is shown. */
export const notFoundTitle = defineMessage({ id: 'shell.notFound.title', defaultMessage: 'Page not found' });
