import type { Response } from 'express';
import {
  DID_YOU_MEAN_HEADER,
  TOTAL_COUNT_HEADER,
  contract,
  encodeSuggestion,
  formatTotal,
} from '@reride/shared';
import type { Page } from '../../core/keyset-page';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import type { ListPage } from './bike-pages';
import type { BikeEditService } from './bike-edit.service';
import type { BikeLifecycleService } from './bike-lifecycle.service';
import type { BikeQuoteService } from './bike-quote.service';
import type { BikeSearchService } from './bike-search.service';
import type { BikeSitemapService } from './bike-sitemap.service';
import type { BikesService } from './bikes.service';

/** A first page's total and suggestion travel as headers beside the bare array (docs/domain.md#search). */
async function withListHeaders<T>(res: Response, pending: Promise<ListPage<T>>): Promise<Page<T>> {
  const { total, suggestion, ...page } = await pending;
  if (total) res.set(TOTAL_COUNT_HEADER, formatTotal(total));
  if (suggestion) res.set(DID_YOU_MEAN_HEADER, encodeSuggestion(suggestion));
  return page;
}

export function createBikesRouter(deps: {
  guards: Guards;
  bikes: BikesService;
  lifecycle: BikeLifecycleService;
  edit: BikeEditService;
  search: BikeSearchService;
  sitemap: BikeSitemapService;
  quotes: BikeQuoteService;
}) {
  const { bikes, search, sitemap } = deps;
  const { router, bind } = contractRouter(deps.guards);
  const viewer = { viewer: true };

  bind(contract.listAdvertisedBikes, (r) => bikes.listAdvertised(r.query, r.viewer), viewer);
  bind(
    contract.listCategoryBikes,
    (r) => withListHeaders(r.res, bikes.listCategory(r.params.categoryId, r.query, r.viewer)),
    viewer,
  );
  // Before `/bikes/:id`, which would otherwise take "search" for an id.
  bind(
    contract.searchBikes,
    (r) => withListHeaders(r.res, search.search(r.query, r.viewer)),
    viewer,
  );
  bind(contract.getBike, (r) => search.getDetail(r.params.id, r.viewer), viewer);
  bind(contract.getQuote, (r) => deps.quotes.quote(r.query));
  bind(contract.getBikeSitemap, () => sitemap.summary());
  bind(contract.getBikeSitemapFile, (r) => sitemap.file(r.params.file));
  bind(contract.updateBikeImages, (r) => bikes.updateImages(r.caller, r.params.id, r.body.images));
  bind(contract.listMyBikes, ({ caller, query: { email, ...page } }) =>
    bikes.listOwn(caller, email, page),
  );
  bind(contract.createBike, (r) => bikes.create(r.caller, r.body));
  // The body is checked, but the new state comes from the database, not from the client.
  bind(contract.toggleAdvertised, (r) => bikes.toggleAdvertised(r.caller, r.params.id));
  bind(contract.editBike, (r) => deps.edit.edit(r.caller, r.params.id, r.body));
  bind(contract.deleteBike, (r) => bikes.remove(r.caller, r.params.id));
  const { lifecycle } = deps;
  bind(contract.pauseBike, (r) => lifecycle.pause(r.caller, r.params.id));
  bind(contract.resumeBike, (r) => lifecycle.resume(r.caller, r.params.id));
  bind(contract.markBikeSoldElsewhere, (r) => lifecycle.soldElsewhere(r.caller, r.params.id));
  bind(contract.renewBike, (r) => lifecycle.renew(r.caller, r.params.id));

  return router;
}
