import { offerRulesLanguages } from './offer-rules-languages';

describe('offerRulesLanguages', () => {
  it('shows a visitor in Quebec the French rules first, then the English ones, on either page', () => {
    expect(offerRulesLanguages('en-CA', 'QC')).toEqual(['fr-CA', 'en-CA']);
    expect(offerRulesLanguages('fr-CA', 'QC')).toEqual(['fr-CA', 'en-CA']);
  });

  it('shows other visitors the page’s language alone', () => {
    expect(offerRulesLanguages('en-CA', 'ON')).toEqual(['en-CA']);
    expect(offerRulesLanguages('fr-CA', 'NB')).toEqual(['fr-CA']);
  });

  it('shows the page’s language when where the visitor is cannot be told', () => {
    expect(offerRulesLanguages('en-CA', null)).toEqual(['en-CA']);
    expect(offerRulesLanguages('fr-CA', undefined)).toEqual(['fr-CA']);
  });
});
