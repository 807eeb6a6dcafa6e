import {
  SAVED_SEARCHES_MAX,
  savedSearchName,
  type CreateSavedSearchBody,
  type SavedSearch,
  type UnsubscribeResult,
  type UpdateSavedSearchBody,
  savedSearchMessages,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import { matchKeys } from './saved-search-matching';
import type { SavedSearchRecord, SavedSearchesRepository } from './saved-searches.repository';
import { readUnsubscribeToken } from './unsubscribe-token';

const TEXT = savedSearchMessages;

const toSavedSearch = (r: SavedSearchRecord): SavedSearch => ({
  _id: r.id,
  name: r.name,
  filters: r.filters,
  frequency: r.frequency,
  paused: r.paused,
  createdAt: r.createdAt.toISOString(),
});

/** Without empty words: a blank `q` is no filter, and must not make the search look narrower. */
function cleanFilters(filters: CreateSavedSearchBody['filters']) {
  const out = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  );
  return out as CreateSavedSearchBody['filters'];
}

/** A person's saved searches (docs/domain.md#alerts): their own only, at most SAVED_SEARCHES_MAX. */
export function createSavedSearchesService(deps: {
  repo: SavedSearchesRepository;
  clock: Clock;
  secret: string;
}) {
  const { repo, clock, secret } = deps;
  const notFound = () => new AppError('NOT_FOUND', TEXT.notFound);

  async function fromToken(token: string): Promise<SavedSearchRecord> {
    const id = readUnsubscribeToken(secret, token, clock());
    const search = await repo.findById(id);
    if (!search) throw notFound();
    return search;
  }

  return {
    async list(caller: Caller): Promise<SavedSearch[]> {
      return (await repo.list(caller._id)).map(toSavedSearch);
    },

    /**
     * The cap is checked before the insert: two saves at once at 19 may both pass and make 21,
     * the safe side for a limit that only bounds the matching work per person.
     */
    async create(caller: Caller, body: CreateSavedSearchBody): Promise<SavedSearch> {
      if ((await repo.count(caller._id)) >= SAVED_SEARCHES_MAX) {
        throw new AppError('CONFLICT', TEXT.full);
      }
      const filters = cleanFilters(body.filters);
      const record = await repo.insert({
        userId: caller._id,
        name: body.name ?? savedSearchName(filters),
        filters,
        frequency: body.frequency,
        ...matchKeys(filters),
        at: clock(),
      });
      return toSavedSearch(record);
    },

    async update(caller: Caller, id: string, body: UpdateSavedSearchBody): Promise<SavedSearch> {
      const change = Object.fromEntries(
        Object.entries(body).filter(([, value]) => value !== undefined),
      ) as UpdateSavedSearchBody;
      const record = await repo.update(caller._id, id, change, clock());
      if (!record) throw notFound();
      return toSavedSearch(record);
    },

    async remove(caller: Caller, id: string): Promise<{ deleted: true }> {
      if (!(await repo.remove(caller._id, id))) throw notFound();
      return { deleted: true };
    },

    /** What a link would stop: nothing changes (a mail scanner's GET must not unsubscribe). */
    async describeToken(token: string): Promise<UnsubscribeResult> {
      const search = await fromToken(token);
      return { name: search.name, paused: search.paused };
    },

    /** Pauses the search the token names: no more alerts nor emails until it is resumed. */
    async unsubscribe(token: string): Promise<UnsubscribeResult> {
      const search = await fromToken(token);
      const paused = await repo.pause(search.id, clock());
      if (!paused) throw notFound();
      return { name: paused.name, paused: true };
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
