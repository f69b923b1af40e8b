import type { TSportCode } from '@dfs/contracts';
import type { TFeedContext } from './providers.types';

/** Slates a run changed, so their subscribers can be told after the commit. */
export type TSlateChange = { sport: TSportCode; slateId: string };

/** A named feed worker (the spec's "server process"): what it runs and how often. */
export type TFeedWorker = {
  name: string;
  intervalMs: number;
  /** Whether the worker is wanted online when it is first created. */
  defaultOnline: boolean;
  run: (ctx: TFeedContext) => Promise<TSlateChange[]>;
};
