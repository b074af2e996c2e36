import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, settle } from './support/a11y';
import { usePortal } from './support/portal';

/*
 * The portal runs under its own strict CSP (no eval, no inline script) and breaks none of it: a
 * violation the browser reports (a securitypolicyviolation event, which Chromium does not always
 * print on the console) is a probe or a feature the policy refuses.
 */

interface Violation {
  readonly directive: string;
  readonly blocked: string;
  readonly source: string;
}

declare global {
  interface Window {
    cspViolations?: Violation[];
  }
}

describe('the portal under its CSP', () => {
  const p = usePortal();

  /** Collects the page's CSP violations from its first script on. */
  async function watchViolations(): Promise<void> {
    await p.page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations?.push({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}`,
        });
      });
    });
  }

  const violations = () => p.page.evaluate(() => window.cspViolations ?? []);

  it('reports no violation on the login page, the dashboard, the product and order lists and the product form', async () => {
    await watchViolations();
    await p.page.goto(p.url('/login'));
    await p.page.evaluate(() => window.localStorage.removeItem('token'));
    await p.visit('/login');
    await p.page.getByRole('heading', { level: 1, name: 'Login Penjual' }).waitFor();
    // The login page checks config.json (with zod) once it has loaded.
    await p.page.waitForLoadState('load');
    await expectNoAxeViolations(p, '/login');
    expect(await violations(), '/login').toEqual([]);
    await p.login();
    for (const path of ['/', '/product', '/pesanan', '/product/addproduct']) {
      await p.visit(path);
      await settle(p.page);
      await expectNoAxeViolations(p, path);
      expect(await violations(), path).toEqual([]);
    }
  });
});
