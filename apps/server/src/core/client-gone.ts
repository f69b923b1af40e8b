import type { FastifyReply } from 'fastify';

/**
 * Aborts when the client goes away before its answer (closed tab, aborted request): its queued
 * job is removed from the build queue, a running one stops at its next lineup.
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return gone.signal;
}
