import { z } from 'zod';
import {
  BikeDetailSchema,
  BikeListSchema,
  BikeSitemapFileParamsSchema,
  BikeSitemapFileSchema,
  BikeSitemapSchema,
  CreateBikeBodySchema,
  SearchBikesQuerySchema,
  ToggleAdvertisedBodySchema,
  ToggleAdvertisedResponseSchema,
  UpdateBikeImagesBodySchema,
  UpdateBikeImagesResponseSchema,
} from '../bikes';
import { CategoryBikesParamsSchema } from '../categories';
import {
  DeleteResultSchema,
  EmailQuerySchema,
  IdParamsSchema,
  InsertResultSchema,
  ListQuerySchema,
} from '../common';
import { ImageQuerySchema, UploadImageResponseSchema } from '../images';
import { bikeRoutes } from '../routes/bikes';
import { endpoints } from './endpoint';

export const bikeEndpoints = endpoints(bikeRoutes, {
  listCategoryBikes: {
    params: CategoryBikesParamsSchema,
    query: ListQuerySchema,
    response: BikeListSchema,
  },
  listAdvertisedBikes: { query: ListQuerySchema, response: BikeListSchema },
  listMyBikes: { query: EmailQuerySchema.extend(ListQuerySchema.shape), response: BikeListSchema },
  createBike: { body: CreateBikeBodySchema, response: InsertResultSchema },
  toggleAdvertised: {
    params: IdParamsSchema,
    body: ToggleAdvertisedBodySchema,
    response: ToggleAdvertisedResponseSchema,
  },
  deleteBike: { params: IdParamsSchema, response: DeleteResultSchema },
  searchBikes: { query: SearchBikesQuerySchema, response: BikeListSchema },
  getBike: { params: IdParamsSchema, response: BikeDetailSchema },
  getBikeSitemap: { response: BikeSitemapSchema },
  getBikeSitemapFile: { params: BikeSitemapFileParamsSchema, response: BikeSitemapFileSchema },
  updateBikeImages: {
    params: IdParamsSchema,
    body: UpdateBikeImagesBodySchema,
    response: UpdateBikeImagesResponseSchema,
  },
  uploadImage: { response: UploadImageResponseSchema },
  getImage: { params: IdParamsSchema, query: ImageQuerySchema, response: z.unknown() },
});
