/**
 * Work that runs one piece at a time, in the order it came; a piece that fails does not stop the
 * next. For costly work on the thread pool (scrypt): run side by side, it takes every pool thread
 * from the disk's writes and more than one core from the event loop.
 */
export class Lane {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const ran = this.tail.then(work, work);
    this.tail = ran.catch(() => undefined);
    return ran;
  }
}
