/** `npm run build -w @app/api`: writes dist/server.js, which `npm start` runs (bundle.ts). */
import { bundleServer } from './bundle.ts';

const { bytes, ms } = await bundleServer();
console.log(`api: dist/server.js (and dist/admin.js), ${Math.round(bytes / 1024)} KB, in ${ms} ms`);
