// The button under a paged list that reads its next page; absent once the last page is in.
import { Button } from '@caravan/ui';
import type { PagedList } from '../api/paged.js';

export function LoadMore({ list, label }: { list: PagedList<unknown>; label: string }) {
  if (!list.hasMore) return null;
  return (
    <div className="pt-LoadMore">
      <Button variant="secondary" onPress={list.loadMore} isPending={list.loadingMore}>
        {label}
      </Button>
    </div>
  );
}
