import { acceptAllCookies } from './accept-all-cookies';

describe('acceptAllCookies', () => {
  it('records the choice where the shell reads it at start, then reloads the page', () => {
    const steps: string[] = [];
    const storage = { setItem: (key: string, value: string) => void steps.push(`${key}=${value}`) };

    acceptAllCookies({ storage, reload: () => void steps.push('reload') });

    expect(steps).toEqual(['cookieConsent=all', 'reload']);
  });

  it('does not reload when the browser refuses to store the choice', () => {
    const reload = jest.fn();
    const storage = {
      setItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };

    expect(() => acceptAllCookies({ storage, reload })).toThrow('insecure');
    expect(reload).not.toHaveBeenCalled();
  });
});
