/** The OpenAPI fuzz (openapi-fuzz.ts, decision 0022), shard 1 of 3. */
import { fuzzShard } from './openapi-fuzz.ts';

fuzzShard(0, 3);
