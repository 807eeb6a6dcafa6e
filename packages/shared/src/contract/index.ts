import type { z } from 'zod';
import type { RouteName } from '../routes';
import { bikeEndpoints } from './bikes';
import { categoryEndpoints } from './categories';
import { conversationEndpoints } from './conversations';
import { earningsEndpoints } from './earnings';
import { notificationEndpoints } from './notifications';
import { offerEndpoints } from './offers';
import { opsEndpoints } from './ops';
import { orderEndpoints } from './orders';
import { reportEndpoints } from './reports';
import { userEndpoints } from './users';
import { wishlistEndpoints } from './wishlist';
import { reviewEndpoints } from './reviews';
import { marketEndpoints } from './market';
import { siteEndpoints } from './site';
import { backofficeEndpoints } from './backoffice';
import { theftEndpoints } from './theft';
import { savedSearchEndpoints } from './saved-searches';

export type { Endpoint, EndpointSpec } from './endpoint';

/** Every endpoint of the API, by name: its route (../routes) with its documentation and schemas. */
export const contract = {
  ...opsEndpoints,
  ...categoryEndpoints,
  ...userEndpoints,
  ...bikeEndpoints,
  ...reportEndpoints,
  ...wishlistEndpoints,
  ...orderEndpoints,
  ...conversationEndpoints,
  ...offerEndpoints,
  ...notificationEndpoints,
  ...earningsEndpoints,
  ...marketEndpoints,
  ...siteEndpoints,
  ...backofficeEndpoints,
  ...reviewEndpoints,
  ...theftEndpoints,
  ...savedSearchEndpoints,
};

export type Contract = typeof contract;
export type EndpointName = keyof Contract;
export type ResponseOf<N extends EndpointName> = z.infer<Contract[N]['response']>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
/** A group spread into `routes` but not into `contract` (or the other way round) fails `tsc`. */
export type ContractNamesAreRouteNames = Expect<Same<EndpointName, RouteName>>;
