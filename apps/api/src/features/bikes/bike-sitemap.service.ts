import {
  SITEMAP_URLS_PER_FILE,
  type BikeSitemap,
  type BikeSitemapFile,
  catalogueMessages,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { BikeSitemapRepository } from './bike-sitemap.repository';

export interface BikeSitemapServiceDeps {
  sitemap: BikeSitemapRepository;
  /** Bikes per sitemap file; tests pass a small one rather than insert 50,001 bikes. */
  urlsPerFile?: number;
}

/** The listed bikes cut into sitemap files of `urlsPerFile`, for the web's sitemap index. */
export function createBikeSitemapService(deps: BikeSitemapServiceDeps) {
  const { sitemap, urlsPerFile = SITEMAP_URLS_PER_FILE } = deps;

  return {
    /** At least one file, so the sitemap index always names one (empty when nothing is listed). */
    async summary(): Promise<BikeSitemap> {
      const listed = await sitemap.countListed();
      return { listed, files: Math.max(1, Math.ceil(listed / urlsPerFile)) };
    },

    /** File 1 always exists; a later one exists while its slice holds a bike (no count needed). */
    async file(file: number): Promise<BikeSitemapFile> {
      const slice = await sitemap.listedSlice((file - 1) * urlsPerFile, urlsPerFile);
      if (file > 1 && slice.length === 0) {
        throw new AppError('NOT_FOUND', catalogueMessages.bikes.sitemapFileNotFound);
      }
      return {
        bikes: slice.map(({ id, updatedAt }) => ({
          _id: id,
          ...(updatedAt ? { lastModified: updatedAt.toISOString() } : {}),
        })),
      };
    },
  };
}

export type BikeSitemapService = ReturnType<typeof createBikeSitemapService>;
