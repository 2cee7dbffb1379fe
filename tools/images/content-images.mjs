// Every content image of the site and its scene (docs/decisions/040-content-images.md): the
// rewards, samples, coupons, causes and articles the local API serves (written to
// dev-services/media/), and the campaign landing pages' banners (written beside their content
// in mfe-campaigns). What each image shows in words, its alt text, lives with the content.

const warm = { from: '#fde7d9', to: '#f7c9b8' };
const cool = { from: '#e3f0fb', to: '#bcd9f2' };
const green = { from: '#e6f4e3', to: '#bfe0b8' };
const violet = { from: '#efe6f7', to: '#d4c2ea' };
const sand = { from: '#fbf3de', to: '#f0dca8' };
const rose = { from: '#fde8ef', to: '#f5bfd2' };

const card = (backdrop, items, extra = {}) => ({ frame: 'card', backdrop, items, ...extra });
const banner = (backdrop, items, extra = {}) => ({ frame: 'banner', backdrop, items, ...extra });
const one = (subject, parameters = {}, placement = {}) => ({ subject, x: 0.5, y: 0.45, scale: 1.05, ...placement, ...parameters });
const withHeart = (color) => ({ subject: 'heart', color, x: 0.82, y: 0.3, scale: 0.42, shadow: false });

/** The causes' scenes, shared by their pages and by the donations to them. */
const causeScenes = {
  '001CSDW': card(cool, [one('waterGlass', { color: '#2b8fd6' })]),
  '002TLOH': card(warm, [one('truck', { color: '#f36f21' }, { scale: 0.85 })]),
  '003EPP': card(rose, [one('flower', { color: '#3bb3a9' })]),
  '004FA': card(sand, [one('peanut', {}, { scale: 0.85, shadow: false })]),
  '004DSWBR': card(cool, [one('bird', { color: '#4a4a58' }, { shadow: false })]),
  '006DSWMM': card(cool, [one('seal', { color: '#6b6f7d' }, { shadow: false })]),
  '007COVID': card(violet, [one('people', { colors: ['#3bb3a9', '#f36f21', '#5b5fc7'] }, { scale: 0.85 })]),
  '008SGA': card(cool, [one('soap', { color: '#7fc4e8' }, { shadow: false })]),
  '005SUW': card(warm, [one('people', { colors: ['#c0392b', '#2e86c1', '#f2b632'] }, { scale: 0.85 })]),
  '010TOR': card(green, [one('tree', { color: '#3b8f45' })]),
  '012OHF': card(cool, [one('hospital', { color: '#c0392b' }, { scale: 0.85 })]),
  '013HISTR': card(sand, [one('graduation', { color: '#2c2a33' })]),
  '006WWF': card(green, [one('bear', { color: '#3a3a3a' }, { scale: 0.8, shadow: false })]),
  '007COF': card(warm, [one('medal', { color: '#e0a526' })]),
  '015HOMEC': card(green, [one('house', { color: '#2e86c1' }, { scale: 0.85 })]),
};

const donation = (causeId, color) => ({ ...causeScenes[causeId], items: [...causeScenes[causeId].items, withHeart(color)] });

const productOf = {
  tidePods: { shape: 'box', color: '#f36f21', accent: '#1f4fa3', brand: 'Tide', label: 'PODS' },
  tideLiquid: { shape: 'jug', color: '#f36f21', accent: '#1f4fa3', brand: 'Tide' },
  pampers: { shape: 'diapers', color: '#1aa3a3', accent: '#8fd3e8', brand: 'Pampers' },
  olay: { shape: 'jar', color: '#8c1d3a', accent: '#2c2a33', brand: 'Olay', label: 'Regenerist' },
  gillette: { shape: 'razor', color: '#1f4fa3', accent: '#2c2a33', brand: 'Gillette' },
  cascade: { shape: 'box', color: '#1a8c4a', accent: '#1f4fa3', brand: 'Cascade', label: 'Platinum' },
  cascadeTabs: { shape: 'box', color: '#1f4fa3', accent: '#1a8c4a', brand: 'Cascade' },
  downyBeads: { shape: 'beads', color: '#6a3fb5', accent: '#e05fa3', brand: 'Downy' },
  downy: { shape: 'bottle', color: '#3b8fd6', accent: '#6a3fb5', brand: 'Downy' },
  pantene: { shape: 'bottle', color: '#c9962c', accent: '#2c2a33', brand: 'Pantene' },
  crest: { shape: 'tube', color: '#1f6fc2', accent: '#e2483d', brand: 'Crest' },
};

const sample = (product, backdrop) => card(backdrop, [one('pack', product, { x: 0.5, scale: 0.85 })]);
const coupon = (product, backdrop, color) =>
  card(backdrop, [one('pack', product, { x: 0.3, scale: 0.8 })], { coupon: { color }, scissors: true });

/**
 * The images the local API serves, by key (`<kind>/<id>`): each entity of its seeded content
 * has one. Kinds: reward, sample, coupon, cause, article.
 */
export const apiImages = {
  'reward/SWP-CASH-5000': card(
    sand,
    [one('trophy', { color: '#e0a526' }, { x: 0.42 }), one('coins', {}, { x: 0.68, y: 0.55, scale: 0.7, shadow: false })],
    {
      confetti: ['#c0392b', '#2e86c1', '#3b8f45', '#f36f21'],
    },
  ),
  'reward/SWP-GROCERIES-YEAR': card(green, [one('basket', { color: '#b07b3e' }, { scale: 0.85 })], {
    confetti: ['#e2483d', '#f2b632', '#3b8f45'],
  }),
  'reward/DON-006WWF-500': donation('006WWF', '#e2483d'),
  'reward/DON-003EPP-500': donation('003EPP', '#e2483d'),
  'reward/DON-005SUW-1000': donation('005SUW', '#c0392b'),
  'reward/DON-001CSDW-250': donation('001CSDW', '#e2483d'),
  'reward/DON-004DSWBR-500': donation('004DSWBR', '#e2483d'),
  'reward/GC-CINEPLEX-10': card(violet, [one('giftCard', { brand: 'Cineplex', color: '#1c3f94', accent: '#f2b632' }, { rotate: -6 })]),
  'reward/GC-TIMHORTONS-5': card(warm, [one('giftCard', { brand: 'Tim Hortons', color: '#c8102e', accent: '#7a1a12' }, { rotate: -6 })]),
  'reward/GC-INDIGO-25': card(cool, [one('giftCard', { brand: 'Indigo', color: '#2c2a6b', accent: '#b4a3e0' }, { rotate: -6 })]),
  'reward/GC-SHOPPERS-20': card(rose, [
    one('giftCard', { brand: 'Shoppers', subline: 'Pharmaprix', color: '#d2232a', accent: '#2c2a33' }, { rotate: -6 }),
  ]),
  'reward/DS-CANGEO-12M': card(sand, [one('tablet', { color: '#2e6b3a', kind: 'magazine' }, { scale: 0.85, rotate: -4 })]),
  'reward/DS-KOBOPLUS-3M': card(cool, [one('tablet', { color: '#c0392b', kind: 'books' }, { scale: 0.85, rotate: 4 })]),
  'reward/LX-ROM-FAMILY': card(sand, [one('museum', { color: '#5b5fc7' }, { scale: 0.85 })]),
  'reward/LX-BIODOME-DUO': card(green, [one('dome', { color: '#7fc4e8' }, { scale: 0.85 })]),

  'sample/SMP-DOWNY-UNSTOPABLES': sample(productOf.downyBeads, violet),
  'sample/SMP-OLAY-REGENERIST': sample(productOf.olay, rose),
  'sample/SMP-PANTENE-MIRACLE': sample(productOf.pantene, sand),
  'sample/SMP-CREST-3DWHITE': sample(productOf.crest, cool),

  'coupon/OFF-PRINT-TIDE-3': coupon(productOf.tidePods, warm, '#f36f21'),
  'coupon/OFF-PRINT-PAMPERS-4': coupon(productOf.pampers, cool, '#1aa3a3'),
  'coupon/OFF-PROMO-OLAY-25': coupon(productOf.olay, rose, '#8c1d3a'),
  'coupon/OFF-RETAIL-GILLETTE-5': coupon(productOf.gillette, cool, '#1f4fa3'),
  'coupon/OFF-GROCERY-CASCADE-2': coupon(productOf.cascade, green, '#1a8c4a'),
  'coupon/OFF-LOYALTY-DOWNY-1000': coupon(productOf.downyBeads, violet, '#6a3fb5'),
  'coupon/OFF-PRINT-DOWNY-2': coupon(productOf.downy, cool, '#3b8fd6'),
  'coupon/OFF-RETAIL-TIDE-4': coupon(productOf.tideLiquid, warm, '#f36f21'),
  'coupon/OFF-GROCERY-CASCADE-TABS-3': coupon(productOf.cascadeTabs, cool, '#1f4fa3'),

  ...Object.fromEntries(Object.entries(causeScenes).map(([causeId, scene]) => [`cause/${causeId}`, scene])),

  'article/wetlands-restored-2026': card(cool, [one('wetland', {}, { shadow: false, scale: 1 })]),
  'article/period-products-schools': card(rose, [one('schoolBoxes', { color: '#3bb3a9' }, { scale: 0.85 })]),
  'article/clean-water-milestone': card(cool, [one('tap', { color: '#2b8fd6' }, { shadow: false })]),
  'article/loads-of-hope-bc-wildfires': card(warm, [
    one('truck', { color: '#f36f21' }, { scale: 0.8 }),
    one('tree', { color: '#3b8f45' }, { x: 0.15, scale: 0.5 }),
  ]),
  'article/hand-washing-classrooms': card(sand, [
    one('soap', { color: '#e05fa3' }, { shadow: false, x: 0.4 }),
    one('people', { colors: ['#2e86c1', '#f2b632', '#3b8f45'] }, { x: 0.75, scale: 0.55 }),
  ]),
  'article/wash-in-cold-water': card(cool, [
    one('washer', { color: '#5aa0d8' }, { x: 0.42, scale: 0.85 }),
    one('snowflake', { color: '#1f6fc2' }, { x: 0.75, y: 0.3, scale: 0.9, shadow: false }),
  ]),
  'article/period-poverty-explained': card(rose, [
    one('flower', { color: '#e05fa3' }, { x: 0.35, scale: 0.8 }),
    one('heart', { color: '#3bb3a9' }, { x: 0.68, y: 0.45, scale: 0.7, shadow: false }),
  ]),
  'article/save-water-at-home': card(cool, [one('shower', { color: '#2b8fd6' }, { shadow: false })]),
  'article/hand-washing-steps': card(green, [
    one('soap', { color: '#7fc4e8' }, { shadow: false, x: 0.45 }),
    one('hands', { skin: '#e8b98f' }, { y: 0.62, shadow: false }),
  ]),
};

/** The landing pages' banners, by landing page (the file names beside their content). */
export const landingImages = {
  'always-coupon-2025': banner(
    rose,
    [
      one('pack', { shape: 'box', color: '#3bb3a9', accent: '#e05fa3', brand: 'Always' }, { x: 0.3, scale: 0.9 }),
      one('flower', { color: '#e05fa3' }, { x: 0.85, y: 0.5, scale: 0.6 }),
    ],
    {
      coupon: { color: '#3bb3a9' },
    },
  ),
  'learn-about-menopause': banner(violet, [
    one('profile', { color: '#6a3fb5', skin: '#e8b98f' }, { x: 0.38, scale: 1, shadow: false }),
    one('flower', { color: '#e05fa3' }, { x: 0.75, y: 0.5, scale: 0.7 }),
  ]),
  'downy-unstopables-sample': banner(violet, [
    one('pack', productOf.downyBeads, { x: 0.35, scale: 1 }),
    one('flower', { color: '#e05fa3' }, { x: 0.7, y: 0.5, scale: 0.6 }),
    one('flower', { color: '#8fd3e8' }, { x: 0.85, y: 0.55, scale: 0.5 }),
  ]),
  recycling: banner(green, [
    one('recyclingBin', { color: '#2e86c1' }, { x: 0.4, scale: 0.95 }),
    one('tree', { color: '#3b8f45' }, { x: 0.78, scale: 0.7 }),
  ]),
  scholarship: banner(sand, [
    one('graduation', { color: '#2c2a33' }, { x: 0.38, scale: 1 }),
    one('diploma', { color: '#c0392b' }, { x: 0.75, y: 0.55, scale: 0.7, shadow: false }),
  ]),
};
