/**
 * Uploads one photo (POST /Upload/Image, the file itself as the body) and reports progress
 * (0–100). XMLHttpRequest, not fetch: only it reports upload progress. Answers `{ id, url }`;
 * failures throw `ApiError` with the API's Vietnamese message.
 */
import type { UploadedImage } from '@app/shared/contracts/article';
import { uploadEndpoints } from '@app/shared/contracts/upload.endpoints';
import { errorMessages, messageOf } from '@app/shared/errors';
import { API_BASE_URL, ApiError, currentToken } from './api-client.ts';

export async function uploadPhoto(file: Blob, onProgress: (percent: number) => void): Promise<UploadedImage> {
  const token = await currentToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_URL}${uploadEndpoints.image.path}`);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(data as UploadedImage);
      } else {
        const code = data && typeof data === 'object' && 'code' in data ? String(data.code) : `http-${xhr.status}`;
        reject(new ApiError(xhr.status, code, messageOf(data)));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'network-request-failed', errorMessages['network-request-failed']));
    xhr.send(file);
  });
}
