import type { ApiEndpointId, ApiOutput, Locale, apiEndpoints } from '@maple/contracts';
import type * as z from 'zod/mini';
import type { ContentImages } from './content-images';
import type { ConsumerApiDatabase } from './database';
import type { DevControls } from './dev-controls';
import type { ErasureRecord } from './erasure-record';
import type { Ledger } from './ledger';
import type { MemberRow, Members } from './members';
import type { Receipts } from './receipts';
import type { SessionClaims, Sessions } from './sessions';
import type { Clock, ConsumerApiServerOptions } from './types';

type EndpointOf<Id extends ApiEndpointId> = (typeof apiEndpoints)[Id];

/** The validated body of a call (undefined when the endpoint takes none). */
export type BodyOf<Id extends ApiEndpointId> = EndpointOf<Id> extends { body: infer B extends z.ZodMiniType } ? z.output<B> : undefined;

/** The validated query of a call (undefined when the endpoint takes none). */
export type QueryOf<Id extends ApiEndpointId> = EndpointOf<Id> extends { query: infer Q extends z.ZodMiniType } ? z.output<Q> : undefined;

/** The caller: always a member for `member` access, maybe one for `optional`, never for `anonymous`. */
export type CallerOf<Id extends ApiEndpointId> = EndpointOf<Id>['access'] extends 'member'
  ? MemberRow
  : EndpointOf<Id>['access'] extends 'optional'
    ? MemberRow | null
    : null;

/** What a handler gets: the validated input and who is calling. */
export interface CallContext<Id extends ApiEndpointId> {
  readonly body: BodyOf<Id>;
  readonly query: QueryOf<Id>;
  readonly params: Readonly<Record<string, string>>;
  readonly member: CallerOf<Id>;
  readonly session: SessionClaims | null;
  readonly locale: Locale;
  readonly visitor: string | null;
}

/** Answers one endpoint; throws an ApiFailure for an error answer. */
export type Handler<Id extends ApiEndpointId> = (call: CallContext<Id>) => ApiOutput<Id> | Promise<ApiOutput<Id>>;

/** One handler for every endpoint of the contract. */
export type HandlerTable = { readonly [Id in ApiEndpointId]: Handler<Id> };

/** What handlers share. */
export interface Services {
  readonly db: ConsumerApiDatabase;
  readonly clock: Clock;
  readonly ledger: Ledger;
  readonly members: Members;
  readonly sessions: Sessions;
  readonly receipts: Receipts;
  readonly erasures: ErasureRecord;
  readonly dev: DevControls | null;
  readonly options: ConsumerApiServerOptions;
  /** The content's images: each item's, and the files the API serves. */
  readonly images: ContentImages;
}
