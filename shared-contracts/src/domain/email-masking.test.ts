import { maskedEmail } from './email-masking';

describe('maskedEmail', () => {
  it('keeps the first character, the @ and the dots of the domain', () => {
    expect(maskedEmail('jane.doe@example.com')).toBe('j*******@*******.***');
    expect(maskedEmail('a@b.ca')).toBe('a@*.**');
  });

  it('masks everything of something that is not an address', () => {
    expect(maskedEmail('@example.com')).toBe('@*******.***');
    expect(maskedEmail('nobody')).toBe('******');
  });
});
