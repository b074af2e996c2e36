import { pending } from './pending';
export async function runCheck(_file: string, _options: { categories?: string; api?: string; token?: string; format: string }): Promise<number> {
  return pending('check');
}
