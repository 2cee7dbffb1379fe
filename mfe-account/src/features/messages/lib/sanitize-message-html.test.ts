import { sanitizeMessageHtml } from './sanitize-message-html';

describe('sanitizeMessageHtml', () => {
  it('keeps paragraphs, emphasis, lists and links to the site or the web', () => {
    const html =
      '<p>Hi <strong>Ada</strong>, <em>thanks</em>.</p><ul><li>One</li></ul><a href="/my-account">Account</a> <a href="https://example.ca/x">Web</a>';
    expect(sanitizeMessageHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers and style attributes', () => {
    expect(sanitizeMessageHtml('<p onclick="steal()" style="color:red">Hello</p><script>steal()</script>')).toBe('<p>Hello</p>');
  });

  it('drops links to javascript: or another site without a scheme, keeping their text', () => {
    expect(sanitizeMessageHtml('<a href="javascript:steal()">Click</a>')).toBe('<a>Click</a>');
    expect(sanitizeMessageHtml('<a href="//evil.example/x">Click</a>')).toBe('<a>Click</a>');
  });

  it('removes images, forms and frames', () => {
    expect(sanitizeMessageHtml('<img src=x onerror=steal()><form><input></form><iframe src="https://evil.example"></iframe>Text')).toBe(
      'Text',
    );
  });

  it('leaves plain text as text', () => {
    expect(sanitizeMessageHtml('Thanks for joining & welcome')).toBe('Thanks for joining & welcome');
  });
});
