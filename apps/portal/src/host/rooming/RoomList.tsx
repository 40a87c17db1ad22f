// One list of the board (a room, or the unassigned travelers): a react-aria GridList whose travelers drag between
// lists (MoveTraveler.tsx is the keyboard's way to do the same).
import { Badge } from '@caravan/ui';
import { Button as AriaButton, GridList, GridListItem, isTextDropItem, useDragAndDrop } from 'react-aria-components';
import type { RoomingBoardData } from './rooming.api.js';

type Traveler = RoomingBoardData['travelers'][number];

/** The drag type a traveler carries between the board's lists. */
const TRAVELER_TYPE = 'application/x-caravan-traveler';

interface RoomListProps {
  label: string;
  travelers: readonly Traveler[];
  /** The room this list is (null for the unassigned list). */
  roomKey: string | null;
  flagged: ReadonlySet<string>;
  editable: boolean;
  onMove: (travelerIds: string[], roomKey: string | null) => void;
  emptyText: string;
}

export function RoomList({ label, travelers, roomKey, flagged, editable, onMove, emptyText }: RoomListProps) {
  const drop = async (
    items: Parameters<NonNullable<Parameters<typeof useDragAndDrop>[0]['onRootDrop']>>[0]['items'],
  ) => {
    const ids = await Promise.all(items.filter(isTextDropItem).map((item) => item.getText(TRAVELER_TYPE)));
    onMove(ids, roomKey);
  };
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ [TRAVELER_TYPE]: String(key), 'text/plain': String(key) })),
    acceptedDragTypes: [TRAVELER_TYPE],
    getDropOperation: () => 'move',
    onRootDrop: (e) => drop(e.items),
    onInsert: (e) => drop(e.items),
    isDisabled: !editable,
  });
  return (
    <GridList
      aria-label={label}
      items={travelers}
      className="rm-List"
      {...(editable ? { dragAndDropHooks } : {})}
      renderEmptyState={() => <p className="rm-Empty">{emptyText}</p>}
    >
      {(t) => (
        <GridListItem
          id={t.id}
          textValue={t.name}
          className="rm-Traveler"
          data-flagged={flagged.has(t.id) || undefined}
        >
          {editable ? (
            <AriaButton slot="drag" className="rm-Handle" aria-label={`Drag ${t.name}`}>
              ⠿
            </AriaButton>
          ) : null}
          <div className="rm-Who">
            <span className="rm-Name">{t.name}</span>
            <span className="rm-Meta">
              {t.privateRoom ? <Badge tone="info">Private room booked</Badge> : null}
              {t.companions.length > 0 ? <span>With {t.companions.join(', ')}</span> : null}
              <span>{t.orderId}</span>
            </span>
            {t.roommateRequest ? <span className="rm-Pref">Roommate request: {t.roommateRequest}</span> : null}
            {t.preferences ? <span className="rm-Pref">{t.preferences}</span> : null}
          </div>
        </GridListItem>
      )}
    </GridList>
  );
}
