import { pending } from './pending';
export async function runRecord(_options: { api: string; token: string; only?: string[] }): Promise<number> {
  return pending('record');
}
