import { historyResponseSchema, impactSchema, memberSurveyListSchema, profileSchema, receiptSchema } from '@maple/contracts';

/** One schema of each module of the members' calls: reading one evaluates (builds) its whole module. */
export const memberSchemasStep = [profileSchema, impactSchema, historyResponseSchema, receiptSchema, memberSurveyListSchema];
