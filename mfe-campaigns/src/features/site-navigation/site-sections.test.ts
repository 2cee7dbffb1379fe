import { siteRoutes } from '@maple/contracts/routes';
import { groupBySection, sectionOf } from './site-sections';

const route = (id: string) => {
  const found = siteRoutes.routes.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('site sections', () => {
  it('puts landing pages under campaigns and other screens by topic', () => {
    expect(sectionOf(route('recycling'))).toBe('campaigns');
    expect(sectionOf(route('samples'))).toBe('coupons');
    expect(sectionOf(route('login'))).toBe('account');
    expect(sectionOf(route('offerRules'))).toBe('help');
    expect(sectionOf(route('causes'))).toBe('discover');
  });

  it('groups every browsable route exactly once', () => {
    const grouped = groupBySection(siteRoutes.routes).flatMap((group) => group.routes.map((r) => r.id));
    expect(grouped.sort()).toEqual(
      siteRoutes.routes
        .map((r) => r.id)
        .filter((id) => id !== 'authCallback' && id !== 'maintenance')
        .sort(),
    );
  });
});
