import type { ApiFailureResult, ArticleSummary, CausePage } from '@maple/contracts';
import { anImage } from '@maple/testing';

/** An article as the library lists it (good news unless told otherwise). */
export function anArticle(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    articleId: 'wetlands-restored-2026',
    section: 'goodNews',
    title: 'Members helped restore 40 hectares of wetland',
    summary: 'Donations funded wetland restoration along the St. Lawrence.',
    publishedAt: '2026-10-02T14:00:00.000Z',
    causeId: '006WWF',
    readingMinutes: 1,
    image: anImage('A heron on a restored wetland'),
    ...overrides,
  };
}

/** A cause's page content (WWF-Canada, the default cause, unless told otherwise). */
export function aCausePage(overrides: Partial<CausePage> = {}): CausePage {
  return {
    causeId: '006WWF',
    shortKey: 'wwf',
    name: 'WWF-Canada',
    summary: 'Nature and wildlife conservation across Canada.',
    description: ['WWF-Canada restores wetlands and protects habitat.'],
    isDefault: true,
    image: anImage(`What ${overrides.name ?? 'WWF-Canada'} does, pictured`),
    ...overrides,
  };
}

/** A successful answer of the fake site API. */
export function ok<T>(data: T) {
  return { ok: true as const, data };
}

/** A failed answer of the fake site API (a 500 unless told otherwise). */
export function failure(status = 500, message = 'Internal server error'): ApiFailureResult {
  return status === 404
    ? { ok: false, kind: 'resourceNotFound', code: 1265, status, message: 'Resource not found' }
    : { ok: false, kind: 'internalServerError', code: 1275, status, message };
}
