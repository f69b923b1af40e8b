import { UpdatedAt } from '../../../shared/ui';

/** The "updated at" line of a betting screen with the books its numbers come from. */
export function FeedLine({ updatedAt, books }: { updatedAt: string | null; books: string[] }) {
  return <UpdatedAt at={updatedAt} extra={books.length ? `Books: ${books.join(', ')}` : 'No books quoted'} />;
}
