// Production builds only: removes the English `defaultMessage` of every message descriptor
// (`defineMessages`, `defineMessage`, `formatMessage({ id, defaultMessage })`) from an app's
// sources. The browser never reads them: every page loads its language's compiled messages
// (`npm run i18n:check` fails on a message missing in either language), and react-intl ships
// without its message parser (the alias in create-webpack-config.cjs), so a default message
// could not even be formatted. They were about 1.5 KB (brotli) of every page's JS.
const DEFAULT_MESSAGE = /\bdefaultMessage:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*,?/g;

/** The source without its default messages (a `defaultMessage: string` type is left alone). */
function stripDefaultMessages(source) {
  return source.replace(DEFAULT_MESSAGE, '');
}

module.exports = function stripDefaultMessagesLoader(source) {
  return stripDefaultMessages(source);
};
module.exports.stripDefaultMessages = stripDefaultMessages;
