import { seller, type Route } from './route';

export const bikeRoutes = {
  // Catalogue
  listCategoryBikes: {
    method: 'GET',
    path: '/bikes/category/:categoryId',
    access: 'public',
    publicCache: true,
  },
  listAdvertisedBikes: {
    method: 'GET',
    path: '/bikes/advertised',
    access: 'public',
    publicCache: true,
  },
  listMyBikes: {
    method: 'GET',
    path: '/bikes',
    access: seller,
  },
  createBike: {
    method: 'POST',
    path: '/bikes',
    access: seller,
    successStatus: 201,
    refusedWhileSuspended: true,
  },
  toggleAdvertised: {
    method: 'PATCH',
    path: '/bikes/:id',
    access: seller,
  },
  editBike: {
    method: 'PUT',
    path: '/bikes/:id',
    access: seller,
  },
  deleteBike: {
    method: 'DELETE',
    path: '/bikes/:id',
    access: seller,
  },
  pauseBike: { method: 'POST', path: '/bikes/:id/pause', access: seller },
  resumeBike: {
    method: 'POST',
    path: '/bikes/:id/resume',
    access: seller,
    refusedWhileSuspended: true,
  },
  markBikeSoldElsewhere: { method: 'POST', path: '/bikes/:id/sold-elsewhere', access: seller },
  renewBike: {
    method: 'POST',
    path: '/bikes/:id/renew',
    access: seller,
    refusedWhileSuspended: true,
  },
  searchBikes: {
    method: 'GET',
    path: '/bikes/search',
    access: 'public',
    publicCache: true,
  },
  getBike: {
    method: 'GET',
    path: '/bikes/:id',
    access: 'public',
    publicCache: true,
  },
  getBikeSitemap: {
    method: 'GET',
    path: '/sitemap/bikes',
    access: 'public',
    publicCache: true,
  },
  getBikeSitemapFile: {
    method: 'GET',
    path: '/sitemap/bikes/:file',
    access: 'public',
    publicCache: true,
  },
  updateBikeImages: {
    method: 'PATCH',
    path: '/bikes/:id/images',
    access: seller,
  },
  uploadImage: {
    method: 'POST',
    path: '/images',
    access: seller,
    rateLimit: 'imageUpload',
    multipartField: 'image',
    successStatus: 201,
  },
  uploadAvatar: {
    method: 'POST',
    path: '/images/avatar',
    access: 'user',
    rateLimit: 'imageUpload',
    multipartField: 'image',
    successStatus: 201,
  },
  getImage: {
    method: 'GET',
    path: '/images/:id',
    access: 'public',
    binary: 'image/webp',
  },
} as const satisfies Record<string, Route>;
