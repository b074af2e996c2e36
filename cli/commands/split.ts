import { pending } from './pending';
export async function runSplit(_file: string, _options: { out: string; categories?: string }): Promise<number> {
  return pending('split');
}
