// The keyboard's way to arrange the board (MKT-048): choose a traveler, choose a room (or Unassigned), Move. The same
// move a drag makes, for anyone who does not drag.
import { Button, Card, Heading, Select } from '@caravan/ui';
import { useState } from 'react';
import type { RoomingBoardData } from './rooming.api.js';
import type { RoomingDraft } from './useRoomingDraft.js';

/** The room choice that takes a traveler out of every room. */
const UNASSIGNED_KEY = 'unassigned';

export function MoveTraveler({ travelers, draft }: { travelers: RoomingBoardData['travelers']; draft: RoomingDraft }) {
  const [travelerId, setTravelerId] = useState<string | null>(null);
  const [roomKey, setRoomKey] = useState<string | null>(null);
  const roomOf = (id: string) => draft.rooms.find((r) => r.travelerIds.includes(id));
  const travelerOptions = travelers.map((t) => ({
    id: t.id,
    label: `${t.name} · ${roomOf(t.id)?.label || 'Unassigned'}`,
  }));
  const roomOptions = [
    { id: UNASSIGNED_KEY, label: 'Unassigned' },
    ...draft.rooms.map((r) => ({ id: r.key, label: `${r.label || 'Unnamed room'} (${r.kind})` })),
  ];
  return (
    <Card className="rm-MoveCard">
      <Heading level={3}>Move a traveler</Heading>
      <div className="rm-MoveForm">
        <Select
          label="Traveler to move"
          options={travelerOptions}
          selectedKey={travelerId}
          onSelectionChange={(key) => setTravelerId(key === null ? null : String(key))}
          className="rm-Move"
        />
        <Select
          label="Room to move them to"
          options={roomOptions}
          selectedKey={roomKey}
          onSelectionChange={(key) => setRoomKey(key === null ? null : String(key))}
          className="rm-Move"
        />
        <Button
          variant="secondary"
          isDisabled={travelerId === null || roomKey === null}
          onPress={() => {
            if (travelerId === null || roomKey === null) return;
            draft.move([travelerId], roomKey === UNASSIGNED_KEY ? null : roomKey);
          }}
        >
          Move
        </Button>
      </div>
    </Card>
  );
}
