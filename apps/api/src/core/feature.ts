import type { Router } from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { AccessTokenSettings } from './access-token';
import type { Clock } from './clock';
import type { CollectionSpec } from './collection-spec';
import type { EventBus } from './events';
import type { IdentityProvider } from './identity';
import type { Job } from './jobs';
import type { Env } from './settings';

/**
 * What the platform hands every feature (docs/architecture.md#features). The database handle
 * `db` is added to this interface by db/client.ts (a TypeScript module augmentation), so that
 * core names no driver type; features hand it to their repositories only.
 */
export interface Platform {
  clock: Clock;
  logger: Logger;
  events: EventBus;
  identity: IdentityProvider;
  /** PUBLIC_API_URL: links to the API's own resources (images, the reference). */
  publicApiUrl: string;
  /** JWT_SECRET and JWT_TTL_SECONDS: the platform's, since rate limits read tokens too. */
  accessTokens: AccessTokenSettings;
}

export interface FeatureContext<S> extends Platform {
  /** The feature's own settings, validated with every other at start-up (config.ts). */
  settings: S;
}

export interface FeatureRoutes {
  /** Mounted before the JSON parser: routes that need the raw body (signed webhooks). */
  rawBody?: Router[];
  /** Mounted at the root, so each router declares the full contract paths. */
  json: Router[];
}

/** What a feature's `build` gives back: the one shape every feature has. */
export interface BuiltFeature<A> {
  routes?: FeatureRoutes;
  /** Registered with the scheduler by the composition root. */
  jobs?: Job[];
  /** What the features built after it may call (their `needs`). */
  api: A;
  /** Ends the feature's open event streams when the server stops taking connections. */
  endStreams?: () => void;
  /** Stops the feature's own loops, after the jobs and before the database closes. */
  stop?: () => void | Promise<void>;
}

/** No needs: the features built before it are none of its business. */
export type NoNeeds = Record<string, never>;

export interface FeatureDefinition<S extends z.ZodObject = z.ZodObject, N = NoNeeds, A = unknown> {
  name: string;
  /** The environment variables the feature reads (config.ts merges every feature's). */
  settings: S;
  /** Rules across variables, checked on the raw environment: one sentence per problem. */
  settingsRules?: (env: Env) => string[];
  /** Created with their indexes at start-up (ensureIndexes). */
  collections: readonly CollectionSpec[];
  /** Fixed data the feature's collections hold, written at start-up after the indexes. */
  seed?: (db: Platform['db']) => Promise<void>;
  /**
   * Makes the feature from the platform and the APIs of the features built before it, in the
   * composition root's order. Subscriptions are made here, with `ctx.events.subscribe`.
   */
  build(ctx: FeatureContext<z.output<S>>, needs: N): BuiltFeature<A>;
}

/** The one way to declare a feature (`features/<name>/<name>.feature.ts`). */
export function defineFeature<S extends z.ZodObject, A, N = NoNeeds>(
  definition: FeatureDefinition<S, N, A>,
): FeatureDefinition<S, N, A> {
  return definition;
}
