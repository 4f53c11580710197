/** The OpenAPI fuzz (openapi-fuzz.ts, decision 0022), shard 3 of 3. */
import { fuzzShard } from './openapi-fuzz.ts';

fuzzShard(2, 3);
