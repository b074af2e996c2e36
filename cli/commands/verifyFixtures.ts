import { pending } from './pending';
export async function runVerifyFixtures(): Promise<number> {
  return pending('verify-fixtures');
}
