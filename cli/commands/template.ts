import { pending } from './pending';
export async function runTemplate(_options: { out: string }): Promise<number> {
  return pending('template');
}
