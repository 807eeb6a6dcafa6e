import { Router } from 'express';
import {
  CategoryBikesParamsSchema,
  CreateBikeBodySchema,
  EmailQuerySchema,
  IdParamsSchema,
  ListQuerySchema,
  SearchBikesQuerySchema,
  ToggleAdvertisedBodySchema,
  UpdateBikeImagesBodySchema,
} from '@reride/shared';
import { callerOf, requireRole, type Guards } from '../../http/auth';
import { sendPage } from '../../http/respond';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import type { BikeSearchService } from './bike-search.service';
import type { BikesService } from './bikes.service';
import { createOptionalAuth, viewerOf } from '../../http/optional-auth';

const MyBikesQuerySchema = EmailQuerySchema.extend(ListQuerySchema.shape);

export function createBikesRouter(deps: {
  guards: Guards;
  bikes: BikesService;
  search: BikeSearchService;
}) {
  const { guards, bikes, search } = deps;
  const router = Router();
  const optionalAuth = createOptionalAuth(guards);
  const sellerOnly = [guards.requireAuth, requireRole('Seller')];

  router.get('/bikes/advertised', optionalAuth, async (req, res) => {
    const query = parseQuery(ListQuerySchema, req);
    sendPage(res, await bikes.listAdvertised(query, viewerOf(req)));
  });

  router.get('/bikes/category/:categoryId', optionalAuth, async (req, res) => {
    const { categoryId } = parseParams(CategoryBikesParamsSchema, req);
    const query = parseQuery(ListQuerySchema, req);
    sendPage(res, await bikes.listCategory(categoryId, query, viewerOf(req)));
  });

  // Before `/bikes/:id`, which would otherwise take "search" for an id.
  router.get('/bikes/search', optionalAuth, async (req, res) => {
    const query = parseQuery(SearchBikesQuerySchema, req);
    sendPage(res, await search.search(query, viewerOf(req)));
  });

  router.get('/bikes/:id', optionalAuth, async (req, res) => {
    const { id } = parseParams(IdParamsSchema, req);
    res.json(await search.getDetail(id, viewerOf(req)));
  });

  router.patch('/bikes/:id/images', ...sellerOnly, async (req, res) => {
    const { id } = parseParams(IdParamsSchema, req);
    const { images } = parseBody(UpdateBikeImagesBodySchema, req);
    res.json(await bikes.updateImages(callerOf(req), id, images));
  });

  router.get('/bikes', ...sellerOnly, async (req, res) => {
    const { email, ...query } = parseQuery(MyBikesQuerySchema, req);
    sendPage(res, await bikes.listOwn(callerOf(req), email, query));
  });

  router.post('/bikes', ...sellerOnly, async (req, res) => {
    const body = parseBody(CreateBikeBodySchema, req);
    res.status(201).json(await bikes.create(callerOf(req), body));
  });

  router.patch('/bikes/:id', ...sellerOnly, async (req, res) => {
    const { id } = parseParams(IdParamsSchema, req);
    parseBody(ToggleAdvertisedBodySchema, req);
    res.json(await bikes.toggleAdvertised(callerOf(req), id));
  });

  router.delete('/bikes/:id', ...sellerOnly, async (req, res) => {
    const { id } = parseParams(IdParamsSchema, req);
    res.json(await bikes.remove(callerOf(req), id));
  });

  return router;
}
