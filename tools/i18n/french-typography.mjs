// French typography the check holds every French message to: a colon has a non-breaking
// space before it ("Coût : 500 points", never "Coût: " or "Coût : " with a space a line can
// break at), as the site's French is written (docs/i18n.md).

const NO_BREAK_SPACES = ['\u00a0', '\u202f'];

/** The colons of a French text that miss their non-breaking space: a time (14:30) or an address (https://) is not one. */
function badColons(text) {
  const found = [];
  for (let index = text.indexOf(':'); index !== -1; index = text.indexOf(':', index + 1)) {
    const before = text[index - 1] ?? '';
    const after = text[index + 1] ?? '';
    if (/\d/.test(before) && /\d/.test(after)) continue;
    if (after === '/' && text[index + 2] === '/') continue;
    if (!NO_BREAK_SPACES.includes(before)) found.push(index);
  }
  return found;
}

/** The ids of French messages (`{ id: { defaultMessage } }`) whose colons miss their non-breaking space. */
export function frenchColonProblems(messages) {
  return Object.entries(messages)
    .filter(([, message]) => badColons(String(message?.defaultMessage ?? '')).length > 0)
    .map(([id]) => id);
}
