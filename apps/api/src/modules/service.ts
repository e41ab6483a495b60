import { londonToday } from '@parkstays/contract';

/**
 * What the services share (as immich's extend one BaseService): the options they are made with,
 * their repository among them, and the clock they read, the real one unless a test moves it.
 */
export abstract class Service<Options extends { now?: () => Date }> {
  protected readonly now: () => Date;

  constructor(protected readonly options: Options) {
    this.now = options.now ?? (() => new Date());
  }

  protected get repository(): Options extends { repository: infer Repository } ? Repository : never {
    return (this.options as { repository?: unknown }).repository as never;
  }

  /** Today at the parks (Europe/London), by the service's clock. */
  protected today() {
    return londonToday(this.now());
  }
}
