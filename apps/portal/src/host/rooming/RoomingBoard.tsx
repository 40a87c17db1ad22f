// The rooming board (MKT-048): every traveler of a trip, the rooms they sleep in, the unassigned flagged, each
// conflict explained by the domain rule; the host drags travelers or uses each one's "Move to room" menu and saves,
// the operator reads the same board. The hotel's list downloads as CSV and PDF.
import type { BoardRoom } from '@caravan/domain';
import { Alert, Badge, Button, Card, Heading, Spinner, TextField, showToast } from '@caravan/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/index.js';
import { MoveTraveler } from './MoveTraveler.js';
import { RoomList } from './RoomList.js';
import { type RoomingAudience, type RoomingBoardData, roomingApi, roomingKey, roomingPath } from './rooming.api.js';
import { type DraftRoom, useRoomingDraft } from './useRoomingDraft.js';
import './rooming.css';

const errorText = (e: unknown) => (e instanceof ApiError || e instanceof Error ? e.message : 'Something went wrong.');

export function RoomingBoard({ audience, tripId }: { audience: RoomingAudience; tripId: string }) {
  const query = useQuery({
    queryKey: roomingKey(audience, tripId),
    queryFn: ({ signal }) => roomingApi.read(audience, tripId, signal),
  });
  if (query.isError)
    return (
      <Alert tone="danger" title="Could not load the rooming board">
        {errorText(query.error)}
      </Alert>
    );
  if (!query.data) return <Spinner size="lg" label="Loading the rooming board…" />;
  return <Board audience={audience} board={query.data} />;
}

function Board({ audience, board }: { audience: RoomingAudience; board: RoomingBoardData }) {
  const draft = useRoomingDraft(board.travelers, board.rooms as BoardRoom[]);
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: () => roomingApi.save(board.trip.id, draft.rooms),
    onSuccess: (saved) => {
      client.setQueryData(roomingKey(audience, board.trip.id), saved);
      draft.reset(saved.rooms as BoardRoom[]);
      showToast({ title: 'Rooming list saved', tone: 'success' }, 4000);
    },
  });
  const editable = board.editable && audience === 'host';
  const byId = new Map(board.travelers.map((t) => [t.id, t]));
  const flagged = new Set(draft.unassigned.map((t) => t.id));
  const conflictsOf = (room: DraftRoom) =>
    draft.conflicts.filter(
      (c) => c.roomLabel === room.label.trim() || c.travelerIds.some((id) => room.travelerIds.includes(id)),
    );
  const placed = board.travelers.length - draft.unassigned.length;
  const files = roomingPath(audience, board.trip.id);
  return (
    <section className="rm-Board" aria-labelledby="rm-title">
      <div className="rm-Head">
        <div>
          <Heading level={2} id="rm-title">
            Rooming board
          </Heading>
          <p className="rm-Summary">
            {placed} of {board.travelers.length} travelers in a room · {draft.rooms.length}{' '}
            {draft.rooms.length === 1 ? 'room' : 'rooms'}
            {editable ? null : ' · read-only'}
          </p>
        </div>
        <div className="rm-Files">
          <a className="cv-Button" data-variant="secondary" href={`${files}/list.csv`} download>
            Download CSV
          </a>
          <a className="cv-Button" data-variant="secondary" href={`${files}/list.pdf`} download>
            Download PDF
          </a>
        </div>
      </div>
      {editable ? (
        <p className="rm-Help">
          Drag travelers into rooms, or choose a traveler and a room under “Move a traveler”. Shared rooms hold two; a
          private room is for a traveler whose booking includes one. Changes to a private room go through the traveler’s
          booking.
        </p>
      ) : null}
      {draft.conflicts.length > 0 ? (
        <Alert tone="warning" title={`${draft.conflicts.length} to fix before saving`}>
          <ul className="rm-Conflicts">
            {draft.conflicts.map((c) => (
              <li key={`${c.code}-${c.roomLabel ?? ''}-${c.travelerIds.join()}`}>{c.message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {save.isError ? (
        <Alert tone="danger" title="Not saved">
          {errorText(save.error)}
        </Alert>
      ) : null}
      {editable ? (
        <div className="rm-Actions">
          <Button variant="secondary" onPress={() => draft.addRoom('shared')}>
            Add shared room
          </Button>
          <Button variant="secondary" onPress={() => draft.addRoom('private')}>
            Add private room
          </Button>
          <Button variant="secondary" onPress={draft.suggest} isDisabled={draft.unassigned.length === 0}>
            Suggest rooms
          </Button>
          <Button
            variant="primary"
            onPress={() => save.mutate()}
            isDisabled={!draft.dirty || draft.conflicts.length > 0 || save.isPending}
          >
            {save.isPending ? 'Saving…' : 'Save rooming list'}
          </Button>
        </div>
      ) : null}
      {editable ? <MoveTraveler travelers={board.travelers} draft={draft} /> : null}
      <div className="rm-Columns">
        <Card className="rm-Unassigned">
          <Heading level={3}>
            Unassigned{' '}
            <Badge tone={draft.unassigned.length > 0 ? 'warning' : 'success'}>{draft.unassigned.length}</Badge>
          </Heading>
          <RoomList
            label="Unassigned travelers"
            travelers={draft.unassigned.map((t) => byId.get(t.id)).filter((t) => t !== undefined)}
            roomKey={null}
            flagged={flagged}
            editable={editable}
            onMove={draft.move}
            emptyText="Everyone has a room."
          />
        </Card>
        <div className="rm-Rooms">
          {draft.rooms.length === 0 ? (
            <p className="rm-Empty">
              {editable
                ? 'No rooms yet: add a shared or private room, or let Caravan suggest them.'
                : 'The host has not arranged rooms yet.'}
            </p>
          ) : null}
          {draft.rooms.map((room) => {
            const problems = conflictsOf(room);
            return (
              <Card key={room.key} className="rm-Room" data-conflict={problems.length > 0 || undefined}>
                <div className="rm-RoomHead">
                  {editable ? (
                    <TextField
                      label="Room name or number"
                      value={room.label}
                      onChange={(label) => draft.rename(room.key, label)}
                      className="rm-Label"
                    />
                  ) : (
                    <Heading level={3}>{room.label}</Heading>
                  )}
                  <Badge tone={room.kind === 'private' ? 'info' : 'neutral'}>
                    {room.kind === 'private' ? 'Private · 1' : `Shared · ${room.travelerIds.length}/2`}
                  </Badge>
                  {editable && room.travelerIds.length === 0 ? (
                    <Button variant="quiet" size="sm" onPress={() => draft.removeRoom(room.key)}>
                      Remove room
                    </Button>
                  ) : null}
                </div>
                <RoomList
                  label={`${room.label || 'Unnamed room'} travelers`}
                  travelers={room.travelerIds.map((id) => byId.get(id)).filter((t) => t !== undefined)}
                  roomKey={room.key}
                  flagged={flagged}
                  editable={editable}
                  onMove={draft.move}
                  emptyText={editable ? 'Drop a traveler here' : 'Empty'}
                />
                {problems.length > 0 ? (
                  <ul className="rm-RoomConflicts">
                    {problems.map((c) => (
                      <li key={`${c.code}-${c.travelerIds.join()}`}>{c.message}</li>
                    ))}
                  </ul>
                ) : null}
              </Card>
            );
          })}
        </div>
      </div>
    </section>
  );
}
