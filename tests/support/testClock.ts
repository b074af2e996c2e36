import { SELLER_ZONE, type Clock } from '@core/clock';

/**
 * A clock the test moves. A sandbox in the test's process reads it directly; the built command
 * reads it from its test-control file, which the harness keeps up to date (`follow`).
 */
export class TestClock implements Clock {
  readonly zone = SELLER_ZONE;
  private readonly followers: Array<(now: number) => void> = [];

  constructor(private at: number) {}

  now = (): number => this.at;

  advance(ms: number): void {
    this.at += ms;
    for (const follower of this.followers) follower(this.at);
  }

  /** Tells `follower` the time now and at every move, until the answered function is called. */
  follow(follower: (now: number) => void): () => void {
    this.followers.push(follower);
    follower(this.at);
    return () => {
      const at = this.followers.indexOf(follower);
      if (at >= 0) this.followers.splice(at, 1);
    };
  }
}
