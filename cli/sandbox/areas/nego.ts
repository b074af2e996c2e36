import negotiationsSeed from '@fixtures/seed/nego/negotiations.json';
import { defineArea } from '../area';
import { negoSeedSchema, seedNegotiations, type NegoState } from './nego/record';
import { negoFiles, negoRoutes } from './nego/routes';
import { negoCatchUp } from './nego/school';

/** Price negotiations: rounds, the seller's response or refusal, the school's answer. */
export const negoArea = defineArea<NegoState>({
  name: 'nego',
  seed: () => seedNegotiations(negoSeedSchema.parse(negotiationsSeed)),
  schema: negoSeedSchema,
  routes: negoRoutes,
  files: negoFiles,
  catchUp: negoCatchUp,
});
