import { z } from 'zod';
import { zText } from './text';
import { ZSportCode } from './sports';

/** Acknowledgement shape of realtime requests: the envelope's core. */
export type TAck<T> = { success: boolean; message: string; data?: T };

export const ZSlateRequest = z.strictObject({ slateId: zText().min(1).max(100) });

/** Events the server pushes to browsers. Payloads carry ids; clients refetch. */
export type TServerToClientEvents = {
  /** Sent once after connect with the session's user id. */
  hello: (payload: { userId: string }) => void;
  /** A feed changed a slate; subscribers refetch its players. */
  slateUpdated: (payload: { sport: z.infer<typeof ZSportCode>; slateId: string }) => void;
  /** A sport feed wrote new games and scores; score screens refetch (SPEC: the NFL ticker). */
  scoresUpdated: (payload: { sport: z.infer<typeof ZSportCode> }) => void;
  /**
   * One of this user's builds (or late swaps) waits in the build queue: `position` 1 is next.
   * Position 0: it has started (progress follows).
   */
  buildQueued: (payload: { buildId: string; position: number }) => void;
  /** Progress of one of this user's builds. */
  buildProgress: (payload: { buildId: string; done: number; asked: number }) => void;
  /** One of this user's simulations waits in the build queue (0: it has started). */
  simQueued: (payload: { simulationId: string; position: number }) => void;
  /** Progress of one of this user's simulations: `done` of `total` iterations (0 while the field is drawn). */
  simProgress: (payload: { simulationId: string; done: number; total: number }) => void;
  /** This user's account changed (subscription status, plan, verification): refetch it. */
  accountUpdated: (payload: { userId: string }) => void;
  /** A feed process was started or stopped (sent to admin sockets): refetch the process list. */
  serverProcessUpdated: (payload: { name: string }) => void;
  /** A plain broadcast, used by tests and operations notices. */
  notice: (payload: { message: string }) => void;
};

/** Events browsers send; the spec's `{sport}getPlayers` answer through the acknowledgement. */
export type TClientToServerEvents = {
  nflgetPlayers: (payload: { slateId: string }, ack: (res: TAck<unknown>) => void) => void;
  mlbgetPlayers: (payload: { slateId: string }, ack: (res: TAck<unknown>) => void) => void;
  nbagetPlayers: (payload: { slateId: string }, ack: (res: TAck<unknown>) => void) => void;
  nhlgetPlayers: (payload: { slateId: string }, ack: (res: TAck<unknown>) => void) => void;
  subscribeSlate: (payload: { slateId: string }, ack: (res: TAck<null>) => void) => void;
};
