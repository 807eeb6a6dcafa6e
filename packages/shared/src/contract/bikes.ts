import { z } from 'zod';
import {
  BikeDetailSchema,
  BikeListSchema,
  BikeSitemapFileParamsSchema,
  BikeSitemapFileSchema,
  BikeSitemapSchema,
  CreateBikeBodySchema,
  CreateBikeResultSchema,
  EditBikeBodySchema,
  EditBikeResponseSchema,
  ListingStateResultSchema,
  ToggleAdvertisedBodySchema,
  ToggleAdvertisedResponseSchema,
  UpdateBikeImagesBodySchema,
  UpdateBikeImagesResponseSchema,
} from '../bikes';
import { SearchBikesQuerySchema } from '../bike-search';
import { CategoryBikesParamsSchema } from '../categories';
import { DeleteResultSchema, EmailQuerySchema, IdParamsSchema, ListQuerySchema } from '../common';
import { ImageQuerySchema, UploadImageResponseSchema } from '../images';
import { bikeRoutes } from '../routes/bikes';
import { endpoints } from './endpoint';

export const bikeEndpoints = endpoints(bikeRoutes, {
  listCategoryBikes: {
    tag: 'bikes',
    summary: 'Unsold bikes of a category, newest first (the first page’s total in X-Total-Count)',
    params: CategoryBikesParamsSchema,
    query: ListQuerySchema,
    response: BikeListSchema,
  },
  listAdvertisedBikes: {
    tag: 'bikes',
    summary: 'Advertised unsold bikes',
    query: ListQuerySchema,
    response: BikeListSchema,
  },
  listMyBikes: {
    tag: 'bikes',
    summary: "The caller's own products",
    query: EmailQuerySchema.extend(ListQuerySchema.shape),
    response: BikeListSchema,
  },
  createBike: {
    tag: 'bikes',
    summary: 'List a bike',
    body: CreateBikeBodySchema,
    response: CreateBikeResultSchema,
  },
  toggleAdvertised: {
    tag: 'bikes',
    summary: 'Advertise or revoke (owner, unsold only)',
    params: IdParamsSchema,
    body: ToggleAdvertisedBodySchema,
    response: ToggleAdvertisedResponseSchema,
  },
  editBike: {
    tag: 'bikes',
    summary:
      'Edit own listing: every field of Add a Product but the photos (not once sold or paid for)',
    params: IdParamsSchema,
    body: EditBikeBodySchema,
    response: EditBikeResponseSchema,
  },
  deleteBike: {
    tag: 'bikes',
    summary: 'Delete own product',
    params: IdParamsSchema,
    response: DeleteResultSchema,
  },
  pauseBike: {
    tag: 'bikes',
    summary: 'Pause own listing: hidden from every public list, not bookable (not once sold)',
    params: IdParamsSchema,
    response: ListingStateResultSchema,
  },
  resumeBike: {
    tag: 'bikes',
    summary: 'Resume own paused listing',
    params: IdParamsSchema,
    response: ListingStateResultSchema,
  },
  markBikeSoldElsewhere: {
    tag: 'bikes',
    summary:
      'End own listing for good as sold elsewhere: its unpaid bookings and open offers end (409 with a paid order)',
    params: IdParamsSchema,
    response: ListingStateResultSchema,
  },
  renewBike: {
    tag: 'bikes',
    summary: 'Renew own listing for LISTING_TTL_DAYS more; an expired one is listed again',
    params: IdParamsSchema,
    response: ListingStateResultSchema,
  },
  searchBikes: {
    tag: 'bikes',
    summary:
      'Search listed bikes by words and filters, best matches first, then sorted (next page in X-Next-Cursor; the first page’s total in X-Total-Count and, when nothing matched, a suggestion in X-Did-You-Mean)',
    query: SearchBikesQuerySchema,
    response: BikeListSchema,
  },
  getBike: {
    tag: 'bikes',
    summary: 'One bike (sold ones too); 404 when deleted or its seller removed',
    params: IdParamsSchema,
    response: BikeDetailSchema,
  },
  getBikeSitemap: {
    tag: 'bikes',
    summary: 'How many bikes are listed and how many sitemap files they fill (at least 1)',
    response: BikeSitemapSchema,
  },
  getBikeSitemapFile: {
    tag: 'bikes',
    summary: 'Ids and last changes of one sitemap file of listed bikes (1-based); 404 past the end',
    params: BikeSitemapFileParamsSchema,
    response: BikeSitemapFileSchema,
  },
  updateBikeImages: {
    tag: 'bikes',
    summary: 'Reorder or replace the photos of own unsold bike (first = cover)',
    params: IdParamsSchema,
    body: UpdateBikeImagesBodySchema,
    response: UpdateBikeImagesResponseSchema,
  },
  uploadImage: {
    tag: 'images',
    summary: 'Upload a bike photo',
    response: UploadImageResponseSchema,
  },
  uploadAvatar: {
    tag: 'images',
    summary: 'Upload a profile photo, cropped square (set it with PUT /users/me/photo)',
    response: UploadImageResponseSchema,
  },
  getImage: {
    tag: 'images',
    summary: 'A stored image (WebP)',
    params: IdParamsSchema,
    query: ImageQuerySchema,
    response: z.unknown(),
  },
});
