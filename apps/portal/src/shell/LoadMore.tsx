// The button under a paged list that reads its next page; absent once the last page is in.
import { Button } from '@caravan/ui';
import type { PagedList } from '../api/paged.js';

/** Any list that knows whether more follows and how to read it (a `PagedList`, or an infinite query's own parts). */
type MoreToRead = Pick<PagedList<unknown>, 'hasMore' | 'loadingMore' | 'loadMore'>;

export function LoadMore({ list, label }: { list: MoreToRead; label: string }) {
  if (!list.hasMore) return null;
  return (
    <div className="pt-LoadMore">
      <Button variant="secondary" onPress={list.loadMore} isPending={list.loadingMore}>
        {label}
      </Button>
    </div>
  );
}
