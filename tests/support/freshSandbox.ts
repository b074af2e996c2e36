import { afterAll, beforeAll } from 'vitest';
import { seededTemplate, type SeededTemplate } from './sandbox';

/**
 * Registers the making of a file's seeded template (beforeAll) and its removal (afterAll), and
 * answers it to the tests' own `beforeEach`, which start their sandbox on a copy of it.
 */
export function templateOfFile(): () => SeededTemplate {
  let template: SeededTemplate | null = null;
  beforeAll(async () => {
    template = await seededTemplate();
  });
  afterAll(() => template?.remove());
  return () => {
    if (!template) throw new Error('the seeded template is made in beforeAll');
    return template;
  };
}
