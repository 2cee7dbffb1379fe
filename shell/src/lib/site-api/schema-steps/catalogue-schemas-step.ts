import {
  causeListSchema,
  couponOfferListSchema,
  itemImageSchema,
  orderListSchema,
  rewardListResponseSchema,
  sweepstakesListSchema,
} from '@maple/contracts';

/** One schema of each module of the rewards, offers, sweepstakes and causes: reading one evaluates (builds) its whole module. */
export const catalogueSchemasStep = [
  rewardListResponseSchema,
  orderListSchema,
  sweepstakesListSchema,
  causeListSchema,
  couponOfferListSchema,
  itemImageSchema,
];
