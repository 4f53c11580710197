/**
 * The customer's image upload (complaint photos, later chat): the request body is the image itself
 * (JPEG, PNG, WebP or GIF, at most 5 MB), checked by its bytes as staff uploads are
 * (article.endpoints `uploadImage`). Referenced by id afterwards; only its uploader may use it.
 */
import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('upload', () => import('./article.ts'));

export const uploadEndpoints = {
  image: endpoint({
    method: 'POST',
    path: '/Upload/Image',
    access: 'customer',
    errors: [400, 401, 403, 429],
    schemas: (s) => ({ response: s.uploadedImage }),
  }),
};
