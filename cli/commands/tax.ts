import { pending } from './pending';
export function runTax(_prices: string[], _options: { untaxed: boolean; json: boolean }): number {
  return pending('tax');
}
