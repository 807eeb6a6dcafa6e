import {
  DeleteResultSchema,
  EmailQuerySchema,
  IdParamsSchema,
  ListQuerySchema,
  ModifyResultSchema,
} from '../common';
import {
  AccessTokenResponseSchema,
  CreateUserBodySchema,
  CreateUserResponseSchema,
  IsAdminResponseSchema,
  IsBuyerResponseSchema,
  IsSellerResponseSchema,
  IsSellerVerifiedResponseSchema,
  UserListSchema,
  UserSchema,
} from '../users';
import { userRoutes } from '../routes/users';
import { endpoints } from './endpoint';

export const userEndpoints = endpoints(userRoutes, {
  getAccessToken: { query: EmailQuerySchema, response: AccessTokenResponseSchema },
  createUser: { body: CreateUserBodySchema, response: CreateUserResponseSchema },
  getMe: { response: UserSchema },
  isAdmin: { query: EmailQuerySchema, response: IsAdminResponseSchema },
  isBuyer: { query: EmailQuerySchema, response: IsBuyerResponseSchema },
  isSeller: { query: EmailQuerySchema, response: IsSellerResponseSchema },
  isSellerVerified: { query: EmailQuerySchema, response: IsSellerVerifiedResponseSchema },
  listBuyers: { query: ListQuerySchema, response: UserListSchema },
  listSellers: { query: ListQuerySchema, response: UserListSchema },
  verifySeller: { params: IdParamsSchema, response: ModifyResultSchema },
  removeSeller: { params: IdParamsSchema, response: DeleteResultSchema },
  removeBuyer: { params: IdParamsSchema, response: DeleteResultSchema },
});
